import type { Service } from "../types";

export const service: Service = {
  id: "social-media-marketing",
  title: "Social media marketing",
  icon: "Megaphone",
  shortDescription:
    "Des campagnes sponsorisées sur Facebook, Instagram et TikTok qui font écrire de vrais clients sur votre WhatsApp, avec un budget suivi au franc près.",
  longDescription:
    "Publier ne suffit plus\u00a0: sans publicité, une page ne touche qu'une petite partie de ses propres abonnés. Nous concevons et pilotons vos campagnes payantes sur Facebook, Instagram et TikTok, ciblées par ville, quartier, âge et centres d'intérêt, pour que les bonnes personnes vous contactent directement sur WhatsApp. Chaque mois, vous savez combien vous ont coûté un message, un client et une vente.",
  benefits: [
    "Des prospects qui vous écrivent sur WhatsApp, déjà intéressés par votre offre",
    "Un ciblage précis\u00a0: une ville, un quartier, une tranche d'âge, un centre d'intérêt",
    "Un budget publicitaire surveillé et réajusté chaque semaine",
    "Des visuels et des vidéos courtes conçus pour l'écran du téléphone et les connexions lentes",
    "Un bilan mensuel sans jargon\u00a0: dépenses, messages reçus, coût par client",
  ],
  features: [
    {
      title: "Publicités vers WhatsApp",
      description:
        "Des annonces avec un bouton «\u00a0Envoyer un message\u00a0» qui ouvre directement la conversation sur WhatsApp Business\u00a0: le chemin le plus court entre la publicité et la commande.",
    },
    {
      title: "Ciblage local et par profil",
      description:
        "Nous choisissons qui doit voir vos annonces, par exemple les habitants d'Akwa ou de Bonamoussadi, les jeunes parents ou les gérants de boutique, et nous écartons ceux qui n'achèteront pas.",
    },
    {
      title: "Créations publicitaires",
      description:
        "Visuels, carrousels et vidéos de quelques secondes, avec vos prix en FCFA et un appel à l'action clair, légers à charger en 3G et lisibles d'un coup d'œil.",
    },
    {
      title: "Tests et optimisation",
      description:
        "Plusieurs versions d'une même annonce tournent en parallèle\u00a0; nous gardons celles qui obtiennent les contacts les moins chers et coupons les autres sans attendre la fin du mois.",
    },
    {
      title: "Relance des personnes intéressées",
      description:
        "Ceux qui ont regardé votre vidéo ou visité votre page sans acheter voient ensuite un rappel adapté\u00a0: une promotion, un avis client, un nouvel arrivage.",
    },
    {
      title: "Mesure des résultats",
      description:
        "Outils de mesure installés sur votre page et votre site, étiquettes WhatsApp Business pour distinguer les conversations venues des annonces et celles qui se concluent par un paiement Mobile Money.",
    },
    {
      title: "Compte publicitaire à votre nom",
      description:
        "Nous configurons proprement votre compte publicitaire, les accès et les autorisations\u00a0: il reste votre propriété, avec tout son historique, quoi qu'il arrive.",
    },
  ],
  process: [
    {
      title: "Objectifs et budget",
      description:
        "Nous définissons ce que la campagne doit produire (messages, ventes, inscriptions, visites en boutique) et le budget que vous réservez aux plateformes, en plus de notre forfait.",
    },
    {
      title: "Préparation des campagnes",
      description:
        "Audiences, textes, visuels, vidéos et réponses types pour WhatsApp\u00a0: tout est soumis à votre validation avant la mise en ligne.",
    },
    {
      title: "Lancement et pilotage",
      description:
        "Les annonces démarrent\u00a0; nous surveillons les chiffres plusieurs fois par semaine et déplaçons le budget vers celles qui rapportent.",
    },
    {
      title: "Bilan mensuel",
      description:
        "Un rapport simple sur le montant dépensé, les personnes touchées, les messages reçus et le coût par contact, avec nos recommandations pour le mois suivant.",
    },
  ],
  faqs: [
    {
      question: "Quel budget publicitaire prévoir en plus de votre forfait\u00a0?",
      answer:
        "Le budget versé aux plateformes est distinct de nos honoraires. Pour obtenir des résultats mesurables, nous conseillons souvent au moins 500\u00a0euros par mois, soit environ 330\u00a0000\u00a0FCFA. Il est possible de démarrer plus bas pour tester une offre, en acceptant des conclusions plus lentes à tirer.",
    },
    {
      question: "Comment régler la publicité Facebook depuis le Cameroun\u00a0?",
      answer:
        "Les plateformes publicitaires se paient en général par carte bancaire, ce qui freine beaucoup d'entrepreneurs. Nous vous aidons à choisir un moyen de paiement adapté à votre situation et à le rattacher à votre compte publicitaire, qui reste à votre nom.",
    },
    {
      question: "Au bout de combien de temps voit-on des résultats\u00a0?",
      answer:
        "Les premiers messages arrivent souvent dans les jours qui suivent le lancement. Il faut en revanche deux à quatre semaines de tests pour savoir quelles annonces et quelles audiences amènent les clients au meilleur coût.",
    },
    {
      question: "Quelle différence avec le community management\u00a0?",
      answer:
        "Le community management fait vivre votre page au quotidien\u00a0: publications, réponses aux commentaires, animation. Le social media marketing achète une visibilité ciblée grâce à des campagnes payantes. Les deux se complètent\u00a0: une annonce envoie des curieux vers une page qui doit ensuite leur donner confiance.",
    },
    {
      question: "Faut-il un site web pour faire de la publicité\u00a0?",
      answer:
        "Non. Beaucoup de commerçants vendent uniquement par WhatsApp et encaissent par Orange Money ou MTN Mobile Money. Un site ou un catalogue en ligne devient utile quand vous avez de nombreux produits ou que vous voulez suivre vos ventes plus finement.",
    },
    {
      question: "Pouvez-vous garantir un nombre de ventes\u00a0?",
      answer:
        "Personne ne peut honnêtement le promettre\u00a0: les ventes dépendent aussi de votre offre, de vos prix et de la rapidité de vos réponses sur WhatsApp. Nous nous engageons sur la méthode, la transparence des chiffres et l'amélioration des campagnes semaine après semaine.",
    },
  ],
  pricing: {
    fromPriceXaf: 90000,
    unit: "par mois",
    note: "Le forfait couvre la conception, le pilotage et le bilan mensuel de vos campagnes. Le budget publicitaire payé aux plateformes s'y ajoute\u00a0; nous conseillons au moins 500\u00a0euros par mois, soit environ 330\u00a0000\u00a0FCFA.",
  },
  stats: [
    { value: "+300\u00a0%", label: "de retour sur investissement moyen sur nos campagnes" },
    { value: "+250\u00a0%", label: "de visibilité pour les marques que nous accompagnons" },
    { value: "x2", label: "messages WhatsApp reçus en moyenne après trois mois de campagnes" },
    { value: "1 clic", label: "entre l'annonce et la conversation WhatsApp" },
    { value: "30\u00a0jours", label: "pour un premier bilan chiffré de vos campagnes" },
    { value: "500\u00a0€", label: "de budget publicitaire mensuel conseillé, soit environ 330\u00a0000\u00a0FCFA" },
  ],
  image: {
    name: "social-media-marketing",
    alt: "Un mégaphone d'où s'échappent des bulles de discussion, des cœurs et des pièces de monnaie au-dessus d'un écran de téléphone",
  },
};
