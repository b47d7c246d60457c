import type { Service } from "../types";

export const service: Service = {
  id: "referencement-seo",
  title: "Référencement SEO",
  icon: "Search",
  shortDescription:
    "Apparaissez sur Google et Google Maps au moment où vos clients cherchent ce que vous vendez, à Douala comme dans le reste du pays.",
  longDescription:
    "Le référencement naturel, ou SEO (de l'anglais «\u00a0Search Engine Optimization\u00a0»), consiste à faire remonter votre entreprise dans les résultats gratuits de Google. Quand quelqu'un tape «\u00a0quincaillerie à Douala\u00a0» ou «\u00a0restaurant à Bonamoussadi\u00a0», ce sont votre fiche Google Maps et votre site qui doivent sortir en premier. Nous travaillons votre fiche Google Business Profile, la vitesse de votre site en 3G, vos textes et vos avis clients, pour des visites qui continuent d'arriver sans payer chaque clic.",
  benefits: [
    "Des clients qui vous trouvent au moment précis où ils ont besoin de vous",
    "Une fiche Google Maps complète\u00a0: horaires, photos, itinéraire, numéro WhatsApp et avis",
    "Des visites gratuites qui se poursuivent même lorsque vous arrêtez la publicité",
    "Un site qui s'affiche vite sur téléphone, même avec une connexion 3G",
    "Plus de crédibilité\u00a0: une entreprise bien placée sur Google inspire confiance",
  ],
  features: [
    {
      title: "Fiche Google Business Profile",
      description:
        "Création ou reprise de votre fiche\u00a0: catégories, horaires, photos, numéro WhatsApp, zone de livraison et description, pour ressortir sur Google Maps dans votre quartier.",
    },
    {
      title: "Audit technique du site",
      description:
        "Vitesse de chargement, affichage sur mobile, pages en erreur, indexation\u00a0: nous corrigeons ce qui empêche Google de lire votre site et de le proposer aux internautes.",
    },
    {
      title: "Recherche de mots-clés",
      description:
        "Nous identifions les expressions que vos clients tapent réellement, en français comme en anglais, avec les noms de villes et de quartiers qui comptent pour votre activité.",
    },
    {
      title: "Rédaction et optimisation des pages",
      description:
        "Titres, descriptions, pages de services et fiches produits réécrits pour répondre aux questions des clients et aux critères de Google, sans répéter les mêmes mots à l'excès.",
    },
    {
      title: "Avis clients",
      description:
        "Une méthode simple pour demander un avis après chaque vente, par exemple avec un lien envoyé sur WhatsApp, et des réponses soignées aux avis positifs comme négatifs.",
    },
    {
      title: "Annuaires et liens locaux",
      description:
        "Inscription dans des annuaires sérieux, même nom, même adresse et même téléphone partout sur le web, et liens obtenus depuis des sites locaux reconnus.",
    },
    {
      title: "Suivi des positions",
      description:
        "Chaque mois, vos positions sur les recherches qui comptent, les appels et demandes d'itinéraire venus de Google Maps et les visites de votre site.",
    },
  ],
  process: [
    {
      title: "État des lieux",
      description:
        "Nous mesurons votre point de départ\u00a0: positions actuelles, état de la fiche Google, vitesse du site sur une connexion mobile et concurrents qui occupent les premières places.",
    },
    {
      title: "Corrections prioritaires",
      description:
        "Nous réglons d'abord ce qui bloque\u00a0: fiche incomplète, site trop lent, pages invisibles pour Google, coordonnées contradictoires d'un site à l'autre.",
    },
    {
      title: "Contenus et réputation",
      description:
        "Nous enrichissons vos pages, publions des contenus utiles à vos clients et mettons en place la collecte d'avis, mois après mois.",
    },
    {
      title: "Mesure et rapport",
      description:
        "Un rapport mensuel lisible sur les positions, les appels, les demandes d'itinéraire et les visites, avec les actions prévues pour le mois suivant.",
    },
  ],
  faqs: [
    {
      question: "Combien de temps pour apparaître sur Google\u00a0?",
      answer:
        "Une fiche Google Business Profile bien remplie peut gagner des places sur Google Maps en quelques semaines. Pour un site, les effets se construisent généralement sur trois à six mois, selon la concurrence sur vos mots-clés. C'est un travail de fond, pas un interrupteur.",
    },
    {
      question: "Quelle différence entre le SEO et la publicité sur Google\u00a0?",
      answer:
        "La publicité vous place en haut des résultats tant que vous payez chaque clic. Le référencement naturel vous fait gagner des places gratuites et durables, mais il demande plus de patience. Au démarrage, beaucoup d'entreprises combinent les deux.",
    },
    {
      question: "Je n'ai pas de site web. Le référencement me concerne-t-il\u00a0?",
      answer:
        "Oui. Pour un commerce de proximité, la fiche Google Maps compte souvent plus qu'un site\u00a0: c'est elle qui s'affiche quand on cherche un pressing, une pharmacie ou un garage près de chez soi. Nous pouvons commencer par elle.",
    },
    {
      question: "Pouvez-vous garantir la première place\u00a0?",
      answer:
        "Non, et méfiez-vous de ceux qui le promettent\u00a0: Google seul décide de son classement. Nous nous engageons sur un travail méthodique, des actions visibles chaque mois et des résultats mesurés honnêtement.",
    },
    {
      question: "Mon site est lent en 3G. Est-ce grave pour le référencement\u00a0?",
      answer:
        "Oui\u00a0: Google tient compte de la vitesse sur mobile, et vos visiteurs abandonnent avant la fin du chargement. Images trop lourdes, hébergement inadapté, modules inutiles… nous trouvons les causes et les corrigeons.",
    },
    {
      question: "Combien coûte le référencement\u00a0?",
      answer:
        "Le suivi démarre à 90\u00a0000\u00a0FCFA par mois. Le montant exact dépend du nombre de pages, de villes et de mots-clés à travailler\u00a0; nous le fixons avec vous après l'état des lieux.",
    },
  ],
  pricing: {
    fromPriceXaf: 90000,
    unit: "par mois",
    note: "Le forfait comprend le suivi de votre fiche Google Business Profile, l'optimisation de votre site et un rapport mensuel. Le tarif exact dépend du nombre de pages, de villes et de mots-clés à travailler.",
  },
  stats: [
    { value: "97\u00a0%", label: "des consommateurs cherchent en ligne avant d'acheter" },
    { value: "+250\u00a0%", label: "de visibilité en moyenne pour nos clients" },
    { value: "Top 3", label: "de Google Maps\u00a0: l'objectif visé sur vos recherches locales" },
    { value: "0\u00a0FCFA", label: "par clic\u00a0: les visites venues du référencement naturel sont gratuites" },
    { value: "3\u00a0s", label: "de chargement visées sur mobile, même en 3G" },
    { value: "30\u00a0jours", label: "pour remettre votre fiche Google Maps à niveau" },
  ],
  image: {
    name: "referencement-seo",
    alt: "Une loupe au-dessus d'une carte avec un repère de localisation et une barre de recherche, entourée de flèches qui montent",
  },
};
