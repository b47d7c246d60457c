import { newsletterMessages } from "./form-messages";
/** The agency's identity and the shell's links: the one place they are written. */
export const agency = {
  name: "Kheops Digital",
  shortName: "Kheops",
  /** The logo's second word, after the short name, in gold. */
  logoAccent: "Digital",
  tagline: "Agence web et marketing digital basée à Douala",
  blurb:
    "Nous aidons les commerçants, PME et entrepreneurs d'Afrique francophone à vendre davantage grâce au web : réseaux sociaux, sites rapides, identité visuelle et référencement, pensés pour le mobile et pour le Mobile Money.",
  foundedYear: 2020,
  address: {
    street: "Logpom, Douala",
    locality: "Douala",
    region: "Littoral",
    country: "Cameroun",
    countryCode: "CM",
  },
  /** Where it works, for search engines (structured data). */
  areaServed: ["Cameroun", "Afrique francophone"],
} as const;

export interface NavLink {
  label: string;
  to: string;
}

/** Navbar and drawer, in the spec's order. */
export const mainNavigation: NavLink[] = [
  { label: "Accueil", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Kheopscope", to: "/kheopscope" },
  { label: "Boutique", to: "/boutique" },
  { label: "À propos", to: "/apropos" },
];

export const quoteLink: NavLink = { label: "Demander un devis", to: "/contact" };

/** The five services the footer lists. */
export const footerServiceLinks: NavLink[] = [
  { label: "Community management", to: "/services/community-management" },
  { label: "Création de sites web", to: "/services/creation-sites-web" },
  { label: "Identité visuelle", to: "/services/identite-visuelle" },
  { label: "Stratégie digitale", to: "/services/strategie-digitale" },
  { label: "Référencement SEO", to: "/services/referencement-seo" },
];

export const legalLinks: NavLink[] = [
  { label: "Mentions légales", to: "/mentions-legales" },
  { label: "Politique de confidentialité", to: "/politique-de-confidentialite" },
  { label: "Conditions générales de vente", to: "/conditions-generales-de-vente" },
];

/** The navigation bar, its drawer and the footer. */
export const shellText = {
  navigation: "Navigation principale",
  homeLink: `${agency.name}, accueil`,
  openMenu: "Ouvrir le menu",
  menu: "Menu",
  closeMenu: "Fermer le menu",
  mobileNavigation: "Navigation mobile",
  followUs: "Suivez-nous sur Facebook",
  servicesTitle: "Nos services",
  contactTitle: "Contact",
  rights: "Tous droits réservés.",
  legalNavigation: "Informations légales",
  backToTop: "Haut de page",
  /** Reopens the cookie banner, on any page (issue 15). */
  manageCookies: "Gérer les cookies",
};

export const cookieBannerText = {
  label: "Cookies",
  message:
    "Nous utilisons des cookies de mesure d'audience, hébergés chez nous, pour comprendre quelles pages vous sont utiles. Rien n'est mesuré sans votre accord.",
  policyLink: "En savoir plus",
  accept: "Accepter",
  refuse: "Refuser",
  /** When the banner is opened again from the footer: the answer it would change. */
  current: {
    accepted: "Votre choix actuel\u00a0: mesure d'audience acceptée.",
    refused: "Votre choix actuel\u00a0: mesure d'audience refusée.",
  },
};

export const notFoundText = {
  code: "404",
  title: "Page non trouvée",
  message:
    "L'adresse que vous avez suivie n'existe pas ou a changé. Repartez de l'accueil pour retrouver nos services, nos articles et nos e-books.",
  action: "Retour à l'accueil",
};

export const serverErrorText = {
  title: "Une erreur est survenue",
  message: "Le serveur n'a pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, écrivez-nous.",
  action: "Retour à l'accueil",
};

/** Newsletter forms: the footer's and the home/blog variant differ in texts. */
export const newsletterText = {
  placeholder: "Votre adresse email",
  label: "Adresse e-mail",
  invalid: { title: "Erreur", description: newsletterMessages.email },
  failureTitle: "Erreur",
  success: { title: "Inscription réussie\u00a0!", description: "Merci de vous être abonné à notre newsletter." },
  /** Said after every sign-up, beside the spec's thanks: the address is kept waiting until its owner confirms it (double opt-in). */
  checkInbox:
    "Vérifiez votre boîte de réception\u00a0: cliquez sur le lien de l'e-mail que nous vous envoyons pour confirmer votre inscription.",
  footer: {
    title: "Newsletter",
    text: "Un conseil pratique par mois pour vendre davantage en ligne. Pas de spam, désinscription en un clic.",
    submit: "S'inscrire",
    sending: "Envoi...",
    failure: "Une erreur est survenue lors de l'inscription.",
  },
  section: {
    title: "Recevez nos conseils pour vendre en ligne",
    text: "Chaque mois, des idées concrètes testées avec des commerçants de Douala et d'ailleurs\u00a0: réseaux sociaux, WhatsApp, sites rapides et Mobile Money.",
    submit: "Je m'abonne",
    sending: "Envoi en cours...",
    failure: "Une erreur est survenue. Veuillez réessayer.",
    thanksTitle: "Merci de vous être inscrit!",
    thanksText: "Votre première newsletter arrivera bientôt.",
  },
  page: {
    title: "Newsletter",
    description: "Abonnez-vous à la newsletter de Kheops Digital\u00a0: un conseil pratique par mois pour vendre davantage en ligne.",
    back: "Retour à l'accueil",
    failure: (message: string) => `Erreur\u00a0: ${message}`,
  },
};
