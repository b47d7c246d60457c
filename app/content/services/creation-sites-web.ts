import type { Service } from "../types";

export const service: Service = {
  id: "creation-sites-web",
  title: "Création de sites web",
  icon: "MonitorSmartphone",
  shortDescription:
    "Des sites rapides même en 3G, conçus pour le téléphone, avec commande par WhatsApp et paiement Mobile Money, à partir de 105\u00a0000\u00a0FCFA.",
  longDescription:
    "Un site internet travaille pour vous jour et nuit\u00a0: il présente votre offre, rassure les clients qui hésitent et les amène à vous contacter. Nous concevons des sites vitrines, des catalogues et des boutiques en ligne qui s'affichent vite sur un Android d'entrée de gamme, même quand la connexion faiblit. Chaque site est livré avec un bouton WhatsApp, les bases du référencement sur Google et deux mois de garantie et d'assistance technique.",
  benefits: [
    "Un site qui s'ouvre en quelques secondes, même en 3G",
    "Des clients qui vous trouvent sur Google quand ils cherchent votre métier près de chez eux",
    "Des demandes qui arrivent directement sur votre WhatsApp",
    "Des prix, des photos et des horaires que vous mettez à jour vous-même",
    "Deux mois de garantie et d'assistance technique après la livraison",
  ],
  features: [
    {
      title: "Pensé d'abord pour le téléphone",
      description:
        "Chaque page est dessinée pour un écran de smartphone avant d'être adaptée à l'ordinateur\u00a0: gros boutons, textes lisibles, menus faciles à utiliser d'une seule main.",
    },
    {
      title: "Léger et rapide en 3G",
      description:
        "Images compressées, code sobre, aucune animation superflue\u00a0: vos pages se chargent vite et ne vident pas le forfait internet de vos visiteurs.",
    },
    {
      title: "Commande par WhatsApp et Mobile Money",
      description:
        "Un bouton ouvre la discussion WhatsApp avec le produit déjà mentionné. Pour une boutique en ligne, nous intégrons le paiement par Orange Money et MTN Mobile Money, et par carte bancaire si vous le souhaitez.",
    },
    {
      title: "Informations pratiques en FCFA",
      description:
        "Tarifs en FCFA, zones et frais de livraison, horaires, itinéraire depuis un repère connu\u00a0: une pharmacie affiche ses jours de garde, une société de transport ses départs vers Yaoundé ou Bafoussam.",
    },
    {
      title: "Bien placé sur Google",
      description:
        "Titres et descriptions soignés, adresse, plan d'accès et fiche d'établissement sur Google Maps\u00a0: nous posons les bases pour que l'on vous trouve quand on cherche votre activité dans votre quartier.",
    },
    {
      title: "Administration simple",
      description:
        "Vous modifiez vos textes, vos photos et vos prix depuis votre téléphone. Nous vous formons à la prise en main au moment de la livraison.",
    },
    {
      title: "Sécurité et sauvegardes",
      description:
        "Connexion sécurisée en HTTPS, sauvegardes régulières et mises à jour\u00a0: votre site reste protégé et disponible. Nous vous conseillons aussi pour choisir votre nom de domaine en .cm ou en .com.",
    },
  ],
  process: [
    {
      title: "Échange et devis",
      description:
        "Nous parlons de votre activité, de vos clients et de vos objectifs, puis nous vous remettons un devis précis\u00a0: pages, fonctionnalités et délai de livraison.",
    },
    {
      title: "Maquette et contenus",
      description:
        "Nous vous montrons la page d'accueil sur téléphone et sur ordinateur. Une fois le style validé, nous rassemblons avec vous les textes et les photos.",
    },
    {
      title: "Développement et tests",
      description:
        "Nous construisons le site, puis nous le testons sur plusieurs téléphones Android et en connexion lente avant de vous le présenter.",
    },
    {
      title: "Mise en ligne et suivi",
      description:
        "Nous publions le site, vous apprenons à le gérer et restons à vos côtés pendant les deux mois de garantie et d'assistance technique.",
    },
  ],
  faqs: [
    {
      question: "Combien coûte un site internet\u00a0?",
      answer:
        "Nos sites commencent à 105\u00a0000\u00a0FCFA. Le prix final dépend du nombre de pages, des fonctionnalités (catalogue, prise de rendez-vous, paiement en ligne) et des contenus à produire. Après un premier échange, vous recevez un devis détaillé, sans frais cachés.",
    },
    {
      question: "Comment le paiement est-il échelonné\u00a0?",
      answer:
        "En deux fois\u00a0: 70\u00a0% à la commande pour lancer le projet, puis les 30\u00a0% restants à la livraison, une fois que vous avez validé le site.",
    },
    {
      question: "J'ai déjà une page Facebook, ai-je vraiment besoin d'un site\u00a0?",
      answer:
        "Votre page Facebook vous fait connaître, mais elle dépend des règles de la plateforme et vos publications disparaissent vite du fil d'actualité. Un site vous appartient\u00a0: il apparaît dans les recherches Google, présente tout votre catalogue et rassure le client ou le partenaire qui vérifie votre sérieux. Les deux se complètent\u00a0: vos publications renvoient vers le site, et le site renvoie vers WhatsApp.",
    },
    {
      question: "Mon site fonctionnera-t-il sur les téléphones de mes clients\u00a0?",
      answer:
        "Oui, c'est notre point de départ. Nous testons chaque site sur des téléphones Android de milieu de gamme et avec une connexion 3G, pour qu'il reste agréable à utiliser là où la plupart de vos clients le consulteront.",
    },
    {
      question: "En combien de temps mon site sera-t-il en ligne\u00a0?",
      answer:
        "Le délai est fixé dans le devis selon l'ampleur du projet\u00a0: un site vitrine de quelques pages va beaucoup plus vite qu'une boutique avec paiement en ligne. Le rythme dépend aussi de la rapidité avec laquelle vous nous transmettez vos textes et vos photos.",
    },
    {
      question: "Que couvre la garantie de deux mois\u00a0?",
      answer:
        "Pendant les deux mois qui suivent la livraison, nous corrigeons sans frais tout défaut de fonctionnement et répondons à vos questions techniques. Au-delà, nous pouvons continuer à vous accompagner pour les mises à jour et les évolutions de votre site.",
    },
  ],
  pricing: {
    fromPriceXaf: 105000,
    unit: "par projet",
    note: "Le prix de départ correspond à un site vitrine simple\u00a0; le devis s'ajuste selon les pages et les fonctionnalités. Paiement de 70\u00a0% à la commande et 30\u00a0% à la livraison, avec deux mois de garantie et d'assistance technique inclus.",
  },
  stats: [
    { value: "97\u00a0%", label: "des consommateurs cherchent d'abord sur Internet avant d'acheter" },
    { value: "3\u00a0s", label: "le temps de chargement que nous visons sur mobile" },
    { value: "100\u00a0%", label: "de nos sites conçus d'abord pour le téléphone" },
    { value: "24\u00a0h/24", label: "votre offre reste consultable, même boutique fermée" },
    { value: "2\u00a0mois", label: "de garantie et d'assistance technique après la livraison" },
    { value: "+200", label: "projets réalisés par l'agence depuis 2020" },
  ],
  image: {
    name: "creation-sites-web",
    alt: "Illustration d'un ordinateur portable et d'un téléphone affichant la même page de site, avec un bouton de discussion vert et une icône de panier.",
  },
};
