export const homeHero = {
  eyebrow: "Agence web et marketing digital à Douala",
  title: "Votre entreprise mérite d'être trouvée, choisie et recommandée en ligne.",
  lead: "97 % des consommateurs cherchent d'abord sur Internet avant d'acheter. Nous construisons la présence qui les convainc : des pages Facebook et Instagram qui vendent, un site rapide même en 3G, et une image de marque dont vos clients se souviennent.",
  primaryCta: { label: "Obtenir un audit gratuit", to: "/contact" },
  secondaryCta: { label: "Qui sommes-nous ?", to: "/apropos" },
  badges: [
    { value: "+250 %", label: "de visibilité en moyenne" },
    { value: "+300 %", label: "de retour sur investissement moyen" },
  ],
};

export const heroImages = [
  {
    key: "hero/hero-1",
    alt: "Illustration\u00a0: un téléphone affiche des publications qui reçoivent des réactions, au-dessus d'une courbe de ventes qui monte",
  },
  {
    key: "hero/hero-2",
    alt: "Illustration\u00a0: un ordinateur portable affiche un site rapide, avec un paiement Mobile Money validé et un repère sur Douala",
  },
  {
    key: "hero/hero-3",
    alt: "Illustration\u00a0: une planche de marque avec une palette de couleurs, une esquisse de logo et un motif de pyramide",
  },
] as const;

export const homeSections = {
  services: {
    eyebrow: "Nos services",
    title: "Six façons de faire grandir votre activité en ligne",
    lead: "Ouvrez une carte pour voir ce que nous faisons concrètement pour vous.",
    more: "En savoir plus",
    allServices: { label: "Tous nos services", to: "/services" },
  },
  about: {
    eyebrow: "Qui sommes-nous\u00a0?",
    title: "Une équipe de Douala qui connaît vos clients",
    teamTitle: "L'équipe",
    more: { label: "Découvrir l'agence", to: "/apropos" },
  },
  testimonials: {
    eyebrow: "Témoignages",
    title: "Ils nous ont confié leur présence en ligne",
  },
};
