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
  proof: [
    { value: "+90", label: "clients satisfaits" },
    { value: "+200", label: "projets livrés" },
    { value: "+10", label: "experts" },
    { value: "+5 ans", label: "d'expérience" },
  ],
};
