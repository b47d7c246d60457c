import type { StatCard } from "./types";

/** Copy of the about page and of the home page's about section. */

export interface Mission {
  title: string;
  /** Two or three paragraphs. */
  paragraphs: string[];
}

export const mission: Mission = {
  title: "Notre mission",
  paragraphs: [
    "Rendre le digital utile et accessible aux commerçants, aux PME et aux entrepreneurs du Cameroun et d'Afrique francophone. Nous pensons qu'une boutique de quartier mérite une présence en ligne aussi soignée que celle d'une grande enseigne.",
    "Concrètement, nous construisons ce qui fait vendre ici\u00a0: des pages Facebook et Instagram animées avec régularité, des sites qui s'ouvrent vite même sur un réseau mobile fragile, des commandes qui arrivent sur WhatsApp et des paiements par Mobile Money.",
    "Nous parlons le langage de nos clients, nous expliquons chaque dépense en FCFA et nous mesurons ce que chaque action rapporte. Notre réussite se compte en clients gagnés pour vous, pas en mentions «\u00a0J'aime\u00a0».",
  ],
};

/** Short history paragraph for the home page's about section. */
export const history =
  "Kheops Digital est née en 2020 à Logpom, à Douala, d'un constat simple\u00a0: les petites entreprises camerounaises avaient de bons produits, mais personne ne les trouvait en ligne. Depuis, notre équipe a accompagné plus de 90 clients, du restaurant de quartier à la PME qui exporte, et livré plus de 200 projets entre réseaux sociaux, sites web, identités visuelles et e-books.";

export interface AgencyValue {
  title: string;
  description: string;
  icon: "Target" | "HeartHandshake" | "Lightbulb" | "ShieldCheck";
}

/** Exactly 4. */
export const values: AgencyValue[] = [
  {
    title: "Des résultats mesurables",
    description:
      "Chaque action a un objectif chiffré\u00a0: messages reçus, commandes, visites en boutique. Nous suivons ces indicateurs et vous les présentons sans jargon.",
    icon: "Target",
  },
  {
    title: "La proximité",
    description:
      "Nous sommes à Douala, joignables sur WhatsApp et disponibles pour un rendez-vous. Nous prenons le temps de comprendre votre métier avant de proposer quoi que ce soit.",
    icon: "HeartHandshake",
  },
  {
    title: "La créativité",
    description:
      "Des visuels et des messages qui ressemblent à votre marque et à votre public, inspirés de notre culture plutôt que copiés de modèles étrangers.",
    icon: "Lightbulb",
  },
  {
    title: "La transparence",
    description:
      "Des prix annoncés à l'avance, des contrats clairs et des rapports honnêtes, y compris quand une campagne n'a pas donné ce que nous espérions.",
    icon: "ShieldCheck",
  },
];

export interface TimelineStep {
  year: string;
  title: string;
  description: string;
}

/** Exactly six steps, 2020 to 2025. */
export const timeline: TimelineStep[] = [
  {
    year: "2020",
    title: "Naissance de l'agence à Logpom",
    description:
      "Deux passionnés du web lancent Kheops Digital depuis un petit bureau de Logpom, à Douala, avec une idée\u00a0: mettre le marketing digital à la portée des petites entreprises.",
  },
  {
    year: "2021",
    title: "Nos premiers clients fidèles",
    description:
      "Restaurants, boutiques et salons de beauté de Douala nous confient leurs pages Facebook. Leurs résultats nous font connaître par le bouche-à-oreille.",
  },
  {
    year: "2022",
    title: "L'équipe s'agrandit",
    description:
      "Un directeur artistique et des développeurs rejoignent l'agence. Nous proposons désormais la création de sites web, l'identité visuelle et le référencement.",
  },
  {
    year: "2023",
    title: "Lancement de nos e-books",
    description:
      "Nous publions nos premiers guides pratiques en PDF pour aider les entrepreneurs à vendre sur les réseaux sociaux, même sans agence.",
  },
  {
    year: "2024",
    title: "Le cap des 200 projets",
    description:
      "Plus de 200 projets livrés, entre sites, campagnes et chartes graphiques, pour des clients de Douala, de Yaoundé et au-delà.",
  },
  {
    year: "2025",
    title: "Cap sur l'Afrique francophone",
    description:
      "Forte de plus de 10 experts et de plus de 90 clients satisfaits, l'agence accompagne désormais des entreprises en Côte d'Ivoire, au Gabon et au Sénégal.",
  },
];

export interface KeyFigure {
  /** The number the counter animates to. */
  value: number;
  /** Written before the number, e.g. "+". */
  prefix?: string;
  /** Written right after the number, e.g. a non-breaking space and "ans". */
  suffix?: string;
  label: string;
}

/** Exactly four counters. */
export const keyFigures: KeyFigure[] = [
  { value: 90, prefix: "+", label: "clients satisfaits" },
  { value: 200, prefix: "+", label: "projets réalisés" },
  { value: 10, prefix: "+", label: "experts" },
  { value: 5, prefix: "+", suffix: "\u00a0ans", label: "d'expérience" },
];

/** The claims the agency puts forward, as displayed. */
export const agencyClaims: StatCard[] = [
  { value: "97\u00a0%", label: "des consommateurs cherchent d'abord sur Internet avant d'acheter" },
  { value: "+250\u00a0%", label: "de visibilité en moyenne pour nos clients" },
  { value: "+300\u00a0%", label: "de retour sur investissement moyen" },
];

export const aboutCta = {
  title: "Parlons de votre projet\u00a0!",
  text: "Un message suffit pour obtenir un premier diagnostic gratuit de votre présence en ligne. Nous vous répondons sous 24\u00a0heures, par e-mail ou sur WhatsApp.",
  buttonLabel: "Contactez-nous",
  to: "/contact",
} as const;

/** Titles and hero of the about page. */
/** Screen-reader texts of the timeline carousel (phones) and of the team cards. */
export const aboutLabels = {
  timeline: "Notre histoire, année par année",
  step: "étape",
  previousStep: "Étape précédente",
  nextStep: "Étape suivante",
  goToYear: (year: string) => `Aller à ${year}`,
};

export const aboutPage = {
  /** The page's title in the browser's tab and in search results. */
  metaTitle: "À propos",
  eyebrow: "À propos",
  title: "Une agence de Douala, au service des entreprises qui veulent grandir en ligne.",
  lead: "Depuis 2020, nous aidons commerçants, PME et entrepreneurs à se faire connaître, à inspirer confiance et à vendre sur le web, avec des outils pensés pour le mobile et le Mobile Money.",
  description:
    "Kheops Digital, agence web et marketing digital née en 2020 à Logpom, Douala\u00a0: notre mission, nos valeurs, notre histoire et l'équipe qui vous accompagne.",
  valuesEyebrow: "Nos valeurs",
  valuesTitle: "Ce qui guide chacune de nos décisions",
  historyEyebrow: "Notre histoire",
  historyTitle: "De Logpom à l'Afrique francophone",
  teamEyebrow: "L'équipe",
  teamTitle: "Les visages derrière vos résultats",
};
