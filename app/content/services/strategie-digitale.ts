import type { Service } from "../types";

export const service: Service = {
  id: "strategie-digitale",
  title: "Stratégie digitale",
  icon: "Compass",
  shortDescription:
    "Un plan clair pour vendre en ligne\u00a0: les bons canaux, un budget en FCFA et des objectifs mois par mois, à partir d'un audit gratuit.",
  longDescription:
    "Vous publiez sur Facebook, vous répondez aux clients sur WhatsApp, vous avez peut-être un site, mais sans savoir ce qui vous rapporte vraiment des ventes. Nous partons de votre activité, de vos marges et de votre clientèle pour bâtir une feuille de route digitale réaliste\u00a0: les canaux à garder, le message à porter, le budget à y consacrer et les chiffres à suivre. Vous savez enfin où placer chaque franc, et pourquoi.",
  benefits: [
    "Des priorités nettes\u00a0: ce qu'il faut faire ce mois-ci, et ce qui peut attendre",
    "Un budget digital en FCFA, réparti canal par canal selon ce qui rapporte",
    "Des objectifs chiffrés et des indicateurs compréhensibles sans être expert",
    "Une présence cohérente entre Facebook, Instagram, WhatsApp, Google et votre point de vente",
    "Moins de dépenses au hasard, plus de décisions appuyées sur vos propres chiffres",
  ],
  features: [
    {
      title: "Audit de votre présence en ligne",
      description:
        "Nous passons en revue vos pages, votre site, votre fiche Google et la façon dont vous traitez les demandes sur WhatsApp, pour repérer ce qui marche, ce qui freine et ce qui manque.",
    },
    {
      title: "Étude de vos clients et de vos concurrents",
      description:
        "Qui achète chez vous, depuis quel téléphone, à quelle heure, par quel canal\u00a0? Nous regardons aussi ce que font vos concurrents à Douala, Yaoundé ou ailleurs, pour trouver la place qui vous revient.",
    },
    {
      title: "Positionnement et message",
      description:
        "Nous formulons ce qui vous distingue en quelques phrases simples, réutilisables dans vos publications, vos affiches, votre site et vos réponses aux clients.",
    },
    {
      title: "Choix des canaux",
      description:
        "Facebook, Instagram, TikTok, WhatsApp Business, Google Maps, site web, e-mail\u00a0: nous retenons ceux où se trouvent réellement vos clients, plutôt que d'être partout à moitié.",
    },
    {
      title: "Parcours d'achat jusqu'au paiement",
      description:
        "De la publication au message WhatsApp, puis au paiement par Orange Money ou MTN Mobile Money et à la livraison\u00a0: nous simplifions chaque étape pour perdre moins de clients en route.",
    },
    {
      title: "Plan d'action et calendrier",
      description:
        "Une feuille de route de trois à douze mois, découpée en actions concrètes\u00a0: qui fait quoi, à quel moment, avec quel budget.",
    },
    {
      title: "Tableau de bord mensuel",
      description:
        "Quelques indicateurs essentiels, comme les messages reçus, les devis envoyés, les ventes et le coût d'un nouveau client, suivis chaque mois pour ajuster le plan au lieu de le subir.",
    },
  ],
  process: [
    {
      title: "Audit gratuit",
      description:
        "Un premier échange à notre bureau de Logpom, par téléphone ou sur WhatsApp, puis une analyse de votre présence actuelle. Vous repartez avec un diagnostic, sans engagement.",
    },
    {
      title: "Objectifs et moyens",
      description:
        "Nous fixons ensemble des objectifs atteignables (ventes, prises de contact, notoriété) et le budget que vous pouvez y consacrer sans mettre votre trésorerie en difficulté.",
    },
    {
      title: "Remise de la feuille de route",
      description:
        "Nous vous présentons un plan écrit\u00a0: canaux, messages, calendrier, budget et indicateurs. Vous l'appliquez avec votre équipe ou vous nous en confiez une partie.",
    },
    {
      title: "Suivi et ajustements",
      description:
        "Des points réguliers pour lire les résultats, comprendre les écarts et réorienter les efforts vers ce qui rapporte le plus.",
    },
  ],
  faqs: [
    {
      question: "Ma page Facebook marche déjà bien. Pourquoi une stratégie\u00a0?",
      answer:
        "Une page active est un excellent point de départ, mais elle ne dit pas si vos publications se transforment en ventes, ni si vous dépendez trop d'un seul canal. La stratégie relie vos efforts à vos résultats et vous prépare au jour où la portée de la page baisse ou qu'un concurrent s'installe à côté.",
    },
    {
      question: "Combien coûte une stratégie digitale\u00a0?",
      answer:
        "Le prix dépend de la taille de votre activité et de la profondeur de l'étude\u00a0: une boutique de quartier n'a pas les mêmes besoins qu'une PME présente dans plusieurs villes. Après l'audit gratuit, nous vous envoyons un devis détaillé en FCFA.",
    },
    {
      question: "En combien de temps reçoit-on la feuille de route\u00a0?",
      answer:
        "Comptez en général deux à quatre semaines entre l'audit et la remise du plan. Le délai dépend surtout de la rapidité avec laquelle nous obtenons vos chiffres de vente, les accès à vos pages et les échanges avec votre équipe.",
    },
    {
      question: "Dois-je ensuite confier la mise en œuvre à Kheops Digital\u00a0?",
      answer:
        "Non. Le plan vous appartient\u00a0: vous pouvez l'appliquer en interne, avec le prestataire de votre choix, ou nous confier seulement les volets que vous préférez, comme vos réseaux sociaux ou votre site.",
    },
    {
      question: "Mon entreprise est petite. Est-ce vraiment pour moi\u00a0?",
      answer:
        "Oui, et c'est même là qu'une stratégie sert le plus\u00a0: quand chaque franc compte, mieux vaut savoir où le placer. Nous adaptons le plan à vos moyens, quitte à commencer avec deux canaux bien tenus plutôt que cinq négligés.",
    },
    {
      question: "Comment se passe le paiement\u00a0?",
      answer:
        "Selon nos conditions générales de vente, 70\u00a0% du montant est réglé à la commande et 30\u00a0% à la livraison de la feuille de route\u00a0; nos factures sont payables sous 30\u00a0jours. La garantie de deux mois prévue par ces conditions s'applique également.",
    },
  ],
  pricing: {
    note: "Sur devis, établi après un audit gratuit de votre présence en ligne. Le montant dépend du nombre de canaux étudiés, de la durée du plan et du suivi que vous souhaitez.",
  },
  stats: [
    { value: "97\u00a0%", label: "des consommateurs cherchent en ligne avant d'acheter" },
    { value: "+300\u00a0%", label: "de retour sur investissement moyen pour nos clients" },
    { value: "+250\u00a0%", label: "de visibilité en moyenne" },
    { value: "0\u00a0FCFA", label: "pour l'audit de départ, sans engagement" },
    { value: "+200", label: "projets menés depuis 2020" },
    { value: "1\u00a0page", label: "de tableau de bord par mois, lisible en cinq minutes" },
  ],
  image: {
    name: "strategie-digitale",
    alt: "Une boussole posée sur une carte où des courbes de croissance montent vers un drapeau planté au sommet",
  },
};
