import type { Service } from "../types";

export const service: Service = {
  id: "community-management",
  title: "Community management",
  icon: "MessagesSquare",
  shortDescription:
    "Publications régulières, réponses rapides, communauté qui achète\u00a0: nous animons vos pages Facebook, Instagram et WhatsApp Business.",
  longDescription:
    "Au Cameroun, vos clients découvrent vos produits sur Facebook, posent leurs questions sur WhatsApp et paient par Orange Money ou MTN Mobile Money. Nous prenons en charge l'animation de vos réseaux sociaux\u00a0: calendrier de publications, visuels pensés pour le petit écran, réponses aux commentaires et aux messages, suivi des résultats. Vous vous concentrez sur votre commerce, nous faisons de vos pages un vrai point de vente.",
  benefits: [
    "Une page active toute l'année, même quand vous êtes pris par la boutique",
    "Des réponses rapides qui transforment les questions en commandes",
    "Des visuels légers et lisibles sur un téléphone Android, même en 3G",
    "Un rapport clair sur vos abonnés, votre portée, les messages reçus et les ventes générées",
    "Le même ton et la même image sur Facebook, Instagram et WhatsApp Business",
  ],
  features: [
    {
      title: "Calendrier éditorial",
      description:
        "Chaque mois, nous planifions vos publications autour de vos temps forts\u00a0: arrivages, promotions, rentrée scolaire, fêtes de fin d'année. Vous validez le planning avant toute mise en ligne.",
    },
    {
      title: "Création de contenus",
      description:
        "Photos retouchées, visuels, carrousels et vidéos courtes conçus pour le fil d'actualité sur mobile, avec des textes courts qui donnent envie de vous écrire.",
    },
    {
      title: "Réponses aux commentaires et aux messages",
      description:
        "Nous répondons avec le ton de votre entreprise et vous transmettons sur WhatsApp les demandes de prix ou de commande prêtes à être conclues.",
    },
    {
      title: "WhatsApp Business bien réglé",
      description:
        "Catalogue de produits, message d'accueil, message d'absence, réponses rapides et étiquettes pour suivre les commandes\u00a0: votre numéro devient un vrai service client.",
    },
    {
      title: "Campagnes sponsorisées",
      description:
        "Nous préparons et suivons vos publicités Facebook et Instagram, ciblées par ville, par quartier, par âge et par centres d'intérêt. Un restaurant de Bonapriso peut ainsi toucher les gens du coin juste avant l'heure du déjeuner.",
    },
    {
      title: "Suivi et rapports",
      description:
        "Portée, interactions, nouveaux abonnés, messages reçus, publications qui marchent le mieux\u00a0: nous vous expliquons les chiffres simplement et nous ajustons la stratégie en conséquence.",
    },
    {
      title: "Veille et gestion des avis",
      description:
        "Nous surveillons ce qui se dit de votre marque, répondons calmement aux critiques et vous prévenons dès qu'une situation demande votre intervention.",
    },
  ],
  process: [
    {
      title: "Audit de vos pages",
      description:
        "Nous étudions vos comptes actuels, vos concurrents et vos clients, puis nous fixons ensemble des objectifs mesurables\u00a0: messages reçus, commandes, passages en boutique.",
    },
    {
      title: "Ligne éditoriale et calendrier",
      description:
        "Nous définissons le ton, les couleurs, les rubriques et le rythme de publication, puis nous vous soumettons le calendrier du mois à valider.",
    },
    {
      title: "Publication et animation",
      description:
        "Nous publions aux heures où votre public est connecté, répondons aux commentaires et relançons les conversations qui peuvent aboutir à une vente.",
    },
    {
      title: "Bilan et ajustements",
      description:
        "Chaque rapport montre ce qui a fonctionné et ce qui doit changer. Nous adaptons les contenus et la publicité pour faire mieux le mois suivant.",
    },
  ],
  faqs: [
    {
      question: "Combien de fois faut-il publier par semaine\u00a0?",
      answer:
        "Nous conseillons de publier 3 à 5 fois par semaine sur chaque réseau\u00a0: assez pour rester dans le fil d'actualité de vos abonnés, sans les lasser ni sacrifier la qualité. La formule Pro, avec 16 publications par mois, correspond à ce rythme\u00a0; la formule Starter, avec 8 publications, convient pour démarrer ou pour une activité plus calme.",
    },
    {
      question: "Quel budget prévoir pour la publicité sur Facebook et Instagram\u00a0?",
      answer:
        "Pour des résultats mesurables, prévoyez au moins 500\u00a0euros par mois, soit environ 330\u00a0000\u00a0FCFA. Ce budget publicitaire est distinct du prix de la formule. Il est possible de commencer plus bas pour tester vos messages, mais une campagne trop petite touche peu de monde et s'arrête avant d'avoir trouvé qui achète vraiment.",
    },
    {
      question: "Sur quels réseaux sociaux faut-il être présent\u00a0?",
      answer:
        "Là où se trouvent vos clients. Pour la plupart des commerces au Cameroun, Facebook et WhatsApp Business passent en premier\u00a0; Instagram compte beaucoup pour une boutique de mode à Akwa, un salon de beauté ou un restaurant\u00a0; TikTok et LinkedIn se justifient selon votre cible. Les formules Starter et Pro couvrent 2 réseaux, la formule Premium en couvre 4.",
    },
    {
      question: "Répondez-vous aussi aux messages privés\u00a0?",
      answer:
        "Avec la formule Starter, nous répondons aux commentaires. À partir de la formule Pro, nous gérons toutes les interactions\u00a0: commentaires, messages privés et mentions, avec des réponses validées par vous pour les questions de prix, de livraison et de paiement par Mobile Money.",
    },
    {
      question: "Qui valide les publications avant leur mise en ligne\u00a0?",
      answer:
        "Vous. Nous vous envoyons le calendrier et les visuels à l'avance, par WhatsApp ou par e-mail, et rien n'est publié sans votre accord. Pour réagir à l'actualité, nous convenons ensemble d'une validation rapide.",
    },
    {
      question: "En combien de temps verrons-nous des résultats\u00a0?",
      answer:
        "Les premiers signes arrivent souvent dès le premier mois\u00a0: plus de messages, plus d'interactions, des pages plus vivantes. Une communauté fidèle qui achète se construit en trois à six mois de régularité\u00a0; c'est pourquoi l'engagement trimestriel est réduit de 10\u00a0% et l'engagement annuel de 15\u00a0%.",
    },
  ],
  pricing: {
    fromPlans: true,
    unit: "par mois",
    note: "Trois formules\u00a0: Starter à {prixStarter}, Pro à {prixPro}, la plus choisie, et Premium à {prixPremium} par mois. Engagez-vous sur un trimestre pour -10\u00a0% ou sur une année pour -15\u00a0%.",
  },
  stats: [
    { value: "+250\u00a0%", label: "de visibilité en moyenne pour les pages que nous animons" },
    { value: "16", label: "publications par mois avec la formule Pro, la plus choisie" },
    { value: "x3", label: "messages reçus en moyenne après quelques mois d'animation régulière" },
    { value: "3 à 5", label: "publications par semaine, le rythme que nous recommandons" },
    { value: "30", label: "publications par mois sur 4 réseaux avec la formule Premium" },
    { value: "-15\u00a0%", label: "sur votre formule en vous engageant pour une année" },
  ],
  image: {
    name: "community-management",
    alt: "Illustration d'un téléphone affichant des publications façon Facebook, d'où s'échappent des bulles de messages, des cœurs et des pouces levés.",
  },
};
