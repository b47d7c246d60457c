/** Shapes of the French content modules. Components receive these; they hold no copy themselves. */

export type ServiceId =
  | "community-management"
  | "creation-sites-web"
  | "identite-visuelle"
  | "strategie-digitale"
  | "social-media-marketing"
  | "referencement-seo";

/** The icons (lib/ui/icons.svg) the service cards may use. */
export type ServiceIcon = "MessagesSquare" | "MonitorSmartphone" | "Palette" | "Compass" | "Megaphone" | "Search";

export interface TitledText {
  title: string;
  description: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface StatCard {
  /** As displayed, e.g. "+250 %", "3 s", "x4". */
  value: string;
  label: string;
}

export interface ServicePricing {
  /** Starting price in XAF, absent when the service is priced on quote. */
  fromPriceXaf?: number;
  /**
   * Priced by the community-management plans: it starts at the cheapest plan's month, as « Boutique » sets them
   * (app/lib/facts/prices.ts), and its note names each plan's price as {prixStarter}, {prixPro}, {prixPremium}.
   */
  fromPlans?: true;
  /** "par mois" or "par projet"; absent with no price. */
  unit?: "par mois" | "par projet";
  /** One or two sentences on what the price covers or how the quote is made. */
  note: string;
}

export interface Service {
  id: ServiceId;
  title: string;
  icon: ServiceIcon;
  /** One sentence for cards, at most 160 characters. */
  shortDescription: string;
  /** Two to four sentences for the hero of the service page. */
  longDescription: string;
  /** At least 4; the home card shows the first three. */
  benefits: string[];
  /** At least 6; the service page shows the first six. */
  features: TitledText[];
  /** Exactly 4 steps. */
  process: TitledText[];
  /** At least 5. */
  faqs: QuestionAnswer[];
  pricing: ServicePricing;
  /** Exactly 6 cards for the "figures that speak for themselves" block. */
  stats: StatCard[];
  /** Our own illustration: path under /images/services/ without extension, and its description. */
  image: { name: string; alt: string };
}

/** A service as its cards show it: the first three benefits only. */
export type ServiceSummary = Pick<Service, "id" | "title" | "icon" | "shortDescription" | "benefits">;

/** A paragraph may hold links written as [text](/path) and settings written as {phone}, {email}, {rccm}, {niu}, {siteUrl}. */
export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] } | { kind: "steps"; items: string[] };

export interface LegalSection {
  /** kebab-case anchor, unique in its page. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalPage {
  title: string;
  /** The page's meta description, at most 160 characters. */
  description: string;
  intro: string;
  sections: LegalSection[];
}
