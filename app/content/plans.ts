/** Community management plans, billing periods and the four-step method shown on the services page. */

export type PlanName = "Starter" | "Pro" | "Premium";

export type BillingPeriod = "monthly" | "quarterly" | "yearly";

export interface Plan {
  name: PlanName;
  /** Price of one month, in XAF, before any period discount. */
  monthlyPriceXaf: number;
  /** One sentence on who the plan is for. */
  description: string;
  features: string[];
  highlighted: boolean;
  badge?: string;
  buttonText: string;
}

export const plans: Plan[] = [
  {
    name: "Starter",
    monthlyPriceXaf: 90000,
    description:
      "Pour le commerçant ou la jeune entreprise qui veut une présence régulière et soignée sur les réseaux sans y passer ses soirées.",
    features: [
      "Gestion de 2 réseaux sociaux",
      "8 publications par mois",
      "Un rapport de résultats chaque mois",
      "Réponses à vos commentaires",
    ],
    highlighted: false,
    buttonText: "Choisir Starter",
  },
  {
    name: "Pro",
    monthlyPriceXaf: 150000,
    description: "Pour la PME qui vend déjà en ligne et veut transformer ses abonnés en clients fidèles, semaine après semaine.",
    features: [
      "Gestion de 2 réseaux sociaux",
      "16 publications par mois",
      "Un rapport détaillé chaque semaine",
      "Gestion complète des commentaires et messages privés",
      "Une stratégie de croissance pour gagner des abonnés qualifiés",
    ],
    highlighted: true,
    badge: "Populaire",
    buttonText: "Choisir Pro",
  },
  {
    name: "Premium",
    monthlyPriceXaf: 320000,
    description:
      "Pour la marque établie, présente sur plusieurs réseaux, qui veut une équipe dédiée et une ligne éditoriale pensée avec elle.",
    features: [
      "Gestion de 4 réseaux sociaux",
      "30 publications par mois",
      "Contenus avancés\u00a0: vidéos courtes, carrousels et visuels animés",
      "Un community management proactif, qui va chercher la conversation",
      "Une stratégie éditoriale construite sur mesure",
      "Une réunion de suivi chaque mois",
      "Un rapport d'analyse approfondi",
    ],
    highlighted: false,
    buttonText: "Choisir Premium",
  },
];

export interface BillingPeriodOption {
  id: BillingPeriod;
  label: string;
  /** Shown under the total, e.g. "pour 3 mois". */
  caption: string;
  months: number;
  /** Fraction taken off the full price, e.g. 0.1 for 10 %. */
  discount: number;
  /** The period as written in URLs and form fields. */
  urlWord: "mensuel" | "trimestriel" | "annuel";
}

export const billingPeriods: BillingPeriodOption[] = [
  { id: "monthly", label: "Mensuel", caption: "par mois", months: 1, discount: 0, urlWord: "mensuel" },
  { id: "quarterly", label: "Trimestriel (-10%)", caption: "pour 3\u00a0mois", months: 3, discount: 0.1, urlWord: "trimestriel" },
  { id: "yearly", label: "Annuel (-15%)", caption: "pour 12\u00a0mois", months: 12, discount: 0.15, urlWord: "annuel" },
];

/** Amount billed for one period, in XAF, rounded to the franc: monthly × months × (1 − discount). */
export function planTotal(monthlyPriceXaf: number, period: BillingPeriod): number {
  const option = billingPeriods.find((candidate) => candidate.id === period);
  if (!option) throw new Error(`Unknown billing period: ${period}`);
  return Math.round(monthlyPriceXaf * option.months * (1 - option.discount));
}

export interface ProcessStep {
  title: "Analyse" | "Stratégie" | "Exécution" | "Optimisation";
  description: string;
}

/** Exactly 4 steps, in order. */
export const processSteps: ProcessStep[] = [
  {
    title: "Analyse",
    description:
      "Nous étudions votre activité, vos clients et vos concurrents, puis faisons l'état des lieux de votre présence en ligne. Vous savez enfin ce qui marche et ce qui vous coûte des ventes.",
  },
  {
    title: "Stratégie",
    description:
      "Nous fixons avec vous des objectifs chiffrés, les réseaux à privilégier et le ton de votre marque. Le tout tient dans un plan clair, adapté à votre budget.",
  },
  {
    title: "Exécution",
    description:
      "Nos créatifs produisent vos visuels, vos textes et vos vidéos, puis les publient au bon moment. Vous validez chaque contenu avant sa mise en ligne, depuis WhatsApp si vous le souhaitez.",
  },
  {
    title: "Optimisation",
    description:
      "Chaque mois, nous mesurons les résultats et gardons ce qui rapporte. Le reste est ajusté pour que chaque franc investi travaille davantage.",
  },
];
