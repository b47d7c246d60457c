/**
 * The agency's facts that visitors see and staff edit: in « Réglages », how to reach it, its legal numbers, where
 * the site is hosted, and each e-book's checkout link and state; in « Boutique », the e-books' prices and
 * promotions and the community-management plans' prices. Stored values win; a fact never set takes the server's
 * setting (the environment) or the content's default (agency-facts.server.ts).
 */
import type { PlanName } from "~/content/plans";

/** Whether an e-book can be bought now, or shows « Bientôt disponible ». */
export type EbookSaleState = "on-sale" | "coming-soon";

/** A promotion: a percentage off the price, or a price of its own (the normal one struck through). */
export interface Promotion {
  kind: "percent" | "price";
  /** The percentage off (1 to 90), or the promotional price in FCFA. */
  value: number;
  /** When it starts and ends, as instants (ISO, UTC); undefined: from now on, and until it is removed. */
  startsAt: string | undefined;
  endsAt: string | undefined;
}

export interface EbookFacts {
  /** The hosted checkout; undefined: none yet. */
  checkoutUrl: string | undefined;
  state: EbookSaleState;
  /** The normal price, in FCFA. */
  listPriceXaf: number;
  promotion: Promotion | undefined;
}

export interface AgencyFacts {
  /** The agency's name as the pages show it (titles, footer, legal notices, structured data): "Kheops Digital". */
  name: string;
  /** Its street address, without the country: "Logpom, Douala". */
  address: string;
  /** Its opening hours, one line per day or group of days, "Samedi : 10:00 - 14:00" (openingHoursOf reads them). */
  hours: string;
  /** As shown: "+237 6 99 00 00 00". */
  phone: string;
  email: string;
  /** International digits, as wa.me wants them: "237699000000". */
  whatsapp: string;
  facebookUrl: string;
  /** Trade register: "RC/DLA/2020/B/0000". */
  rccm: string;
  /** Taxpayer number: "M000000000000A". */
  niu: string;
  /** The share capital, as written: "1 000 000 FCFA". */
  capital: string;
  /** Who hosts the site, as the legal notices name it. */
  host: string;
  /** By e-book id. */
  ebooks: Record<string, EbookFacts>;
  /** One month of each community-management plan, in FCFA, before the period's discount. */
  planPrices: Record<PlanName, number>;
}

/** The fields an e-book's facts are stored under (agency_fact: "ebook.<id>.<field>"), and its form fields named after. */
export type EbookField = "checkout" | "state" | "price" | "promo" | "promoValue" | "promoStart" | "promoEnd";

export const ebookKeyOf = (ebookId: string, field: EbookField) => `ebook.${ebookId}.${field}`;
export const checkoutKeyOf = (ebookId: string) => ebookKeyOf(ebookId, "checkout");
export const stateKeyOf = (ebookId: string) => ebookKeyOf(ebookId, "state");
/** "plan.starter.monthly". */
export const planKeyOf = (plan: PlanName) => `plan.${plan.toLowerCase()}.monthly`;

/** Whether the e-book's « Acheter » leads somewhere: on sale, with a checkout link. */
export function checkoutOf(facts: AgencyFacts, ebookId: string): string | undefined {
  const ebook = facts.ebooks[ebookId];
  return ebook?.state === "on-sale" ? ebook.checkoutUrl : undefined;
}

/** The separator of a line of the opening hours: the days, then the time. */
const hoursSeparator = /\s+:\s+/;

/** The opening hours as rows: "Samedi : 10:00 - 14:00" → { days: "Samedi", time: "10:00 - 14:00" }; a line without " : " has no time. */
export function openingHoursOf(hours: string): { days: string; time: string }[] {
  return hours
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const match = hoursSeparator.exec(line);
      return match ? { days: line.slice(0, match.index), time: line.slice(match.index + match[0].length) } : { days: line, time: "" };
    });
}
