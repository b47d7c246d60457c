/** Texts of the services page and of the service pages (the services themselves are in services.ts). */
export const servicesPage = {
  /** The page's title in the browser's tab and in search results. */
  metaTitle: "Nos services",
  /** The link of each service's card. */
  more: "En savoir plus",
  description:
    "Community management, sites web, identité visuelle, stratégie digitale, publicité sur les réseaux et référencement\u00a0: les services de Kheops Digital à Douala.",
  hero: {
    eyebrow: "Nos services",
    title: "Tout ce qu'il faut pour vendre en ligne, sous un même toit.",
    lead: "Réseaux sociaux, site web, identité visuelle, stratégie, publicité et référencement\u00a0: une équipe à Douala qui parle votre langue, connaît vos clients et mesure chaque franc investi.",
    cta: { label: "Demander un devis", to: "/contact" },
  },
  cardsTitle: "Six expertises, un seul interlocuteur",
  pricing: {
    eyebrow: "Community management",
    title: "Des forfaits clairs, sans surprise",
    lead: "Choisissez la formule qui correspond à votre activité. Payez au trimestre ou à l'année et économisez jusqu'à 15\u00a0%.",
  },
  process: {
    eyebrow: "Notre méthode",
    title: "Quatre étapes pour des résultats mesurables",
  },
  closing: {
    title: "Parlons de votre projet",
    text: "Un premier échange de 30\u00a0minutes, gratuit et sans engagement, pour comprendre votre activité et vous proposer un plan d'action concret.",
    cta: { label: "Prendre rendez-vous", to: "/contact" },
  },
};

export const serviceDetailText = {
  /** The breadcrumb above the title: Services / the service. */
  breadcrumb: "Fil d'Ariane",
  breadcrumbServices: "Services",
  featuresTitle: "Ce que nous faisons pour vous",
  benefitsTitle: "Ce que vous y gagnez",
  processTitle: "Comment nous travaillons",
  pricingTitle: "Tarifs",
  faqTitle: "Questions fréquentes",
  faqEmpty: "Aucune question fréquente disponible pour le moment.",
  statsTitle: "Des chiffres qui parlent d'eux-mêmes",
  fromLabel: "À partir de",
  onQuoteLabel: "Sur devis",
  communityCta: { label: "Voir nos offres", to: "/services#community-management-pricing" },
  quoteCta: { label: "Demander un devis", to: "/contact" },
  directContact: { label: "Contactez-nous directement", to: "/contact" },
  closingTitle: "Prêt à passer à la vitesse supérieure\u00a0?",
  closingText:
    "Dites-nous où vous en êtes\u00a0: nous revenons vers vous sous 24\u00a0heures ouvrées avec une proposition adaptée à votre budget.",
};
