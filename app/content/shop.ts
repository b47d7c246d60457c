import { withDe } from "./elision";

/**
 * The shop page (/boutique): its texts, readers' testimonials and buying FAQ.
 * The testimonials are invented placeholders until the agency collects real readers' words
 * (with their consent to publish them).
 */

export interface ShopTestimonial {
  /** "t1" to "t6". */
  id: string;
  name: string;
  role: string;
  /** The business and where it is, shown after the role. */
  company: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** One of the shop's titles, written as on its page. */
  ebookTitle: string;
}

/** Exactly six, for the shop carousel; no photos, initials are shown. */
export const shopTestimonials: ShopTestimonial[] = [
  {
    id: "t1",
    name: "Rose Ebongué",
    role: "Gérante",
    company: "Pagnes Rose, boutique de pagnes au marché Congo (Douala)",
    text: "Je pensais qu'il fallait un site et de la publicité pour vendre en ligne. Avec ce guide, j'ai monté mon catalogue WhatsApp Business et je montre mes nouveaux arrivages en statut chaque matin. Des clientes de Bonabéri et de Kotto commandent maintenant sans se déplacer, et je n'ai pas dépensé un franc en sponsorisation.",
    rating: 5,
    ebookTitle: "Vendre avec 0\u00a0F",
  },
  {
    id: "t2",
    name: "Hervé Atangana",
    role: "Propriétaire",
    company: "Salon Prestige, salon de coiffure à Mvog-Ada (Yaoundé)",
    text: "Notre page Instagram publiait au hasard, quand quelqu'un avait le temps. J'ai suivi le calendrier du livre et filmé de courtes vidéos avant-après avec mon téléphone. Les rendez-vous pris par message arrivent désormais toute la semaine, plus seulement le samedi. J'aurais aimé davantage d'exemples pour les salons d'hommes, mais les modèles font gagner beaucoup de temps.",
    rating: 4,
    ebookTitle: "Community Manager de Choc",
  },
  {
    id: "t3",
    name: "Adjoua Kouassi",
    role: "Fondatrice",
    company: "Les Délices d'Adjoua, traiteur à Yopougon (Abidjan)",
    text: "Je recevais beaucoup de demandes de devis pour des mariages et des baptêmes, mais peu aboutissaient. Le livre m'a appris à poser les bonnes questions avant d'annoncer un prix, puis à relancer sans harceler. Ce trimestre, j'ai signé deux mariages que j'aurais laissés filer l'an dernier.",
    rating: 5,
    ebookTitle: "La Méthodologie de la Vente",
  },
  {
    id: "t4",
    name: "Nadège Nzé",
    role: "Vendeuse de cosmétiques",
    company: "Nadège Beauté, vente de cosmétiques sur WhatsApp (Libreville)",
    text: "Je vends mes crèmes et mes savons uniquement sur WhatsApp. Grâce aux réponses rapides et aux étiquettes, je ne perds plus de commandes au milieu de mes discussions. Ma liste de diffusion fait revenir mes anciennes clientes chaque mois, et le guide m'a aidée à rassurer celles qui hésitaient à payer par Airtel Money avant la livraison.",
    rating: 5,
    ebookTitle: "Vendre avec 0\u00a0F",
  },
  {
    id: "t5",
    name: "Moussa Diop",
    role: "Directeur commercial",
    company: "Teranga Immobilier, agence immobilière aux Almadies (Dakar)",
    text: "J'ai fait lire ce livre à nos trois conseillers. Nous suivons enfin une méthode commune, du premier appel à la signature du bail, et les objections sur le loyer ou la caution ne nous prennent plus de court. Certains exemples parlent surtout de commerce de détail, mais ils se transposent bien à l'immobilier.",
    rating: 4,
    ebookTitle: "La Méthodologie de la Vente",
  },
  {
    id: "t6",
    name: "Brice Fotso",
    role: "Étudiant entrepreneur",
    company: "BF Accessoires, vente d'accessoires de téléphone (Bafoussam)",
    text: "Entre les cours et mes livraisons, je n'avais jamais le temps de m'occuper de mes pages. Le livre m'a montré comment préparer les publications de tout le mois en un dimanche après-midi. Des camarades de promotion et leurs familles me commandent maintenant des coques et des chargeurs directement sur TikTok et WhatsApp.",
    rating: 5,
    ebookTitle: "Community Manager de Choc",
  },
];

/** Questions about buying, for the FAQ at the bottom of the shop. */
export const shopFaq: { question: string; answer: string }[] = [
  {
    question: "Quels moyens de paiement acceptez-vous\u00a0?",
    answer:
      "Depuis la boutique, vous êtes redirigé vers une plateforme de paiement sécurisée. Vous pouvez y régler par Orange Money, par MTN Mobile Money ou par carte bancaire Visa ou Mastercard. Votre code secret et les numéros de votre carte sont saisis uniquement sur cette plateforme\u00a0: Kheops Digital n'y a jamais accès.",
  },
  {
    question: "Comment vais-je recevoir mon e-book\u00a0?",
    answer:
      "Dès que votre paiement est confirmé, vous recevez par e-mail un lien pour télécharger votre e-book. Il n'y a aucun envoi physique ni délai de livraison. Si le message n'arrive pas dans les minutes qui suivent, regardez dans vos courriers indésirables ou dans l'onglet Promotions, puis écrivez-nous si vous ne le trouvez toujours pas.",
  },
  {
    question: "Puis-je lire les e-books sur mon téléphone\u00a0?",
    answer:
      "Oui. Tous nos e-books sont fournis en PDF, un format qui s'ouvre sur un smartphone Android, un iPhone, une tablette ou un ordinateur. Certains titres sont aussi livrés en EPUB, dont le texte s'adapte à la taille de votre écran. Une fois le fichier téléchargé, vous pouvez le lire sans connexion Internet.",
  },
  {
    question: "Les e-books sont-ils mis à jour\u00a0?",
    answer:
      "Oui. Les réseaux sociaux et les outils de vente changent vite, et nous revoyons nos guides lorsque leurs conseils doivent suivre. Quand l'édition que vous avez achetée est mise à jour, la nouvelle version vous est offerte et envoyée à l'adresse e-mail utilisée lors de l'achat. Si elle ne vous parvient pas, écrivez-nous avec votre preuve de paiement.",
  },
  {
    question: "Que faire en cas de problème ou pour demander un remboursement\u00a0?",
    answer:
      "Écrivez-nous depuis notre [page de contact](/contact) ou sur WhatsApp, en indiquant l'adresse e-mail utilisée pour l'achat et votre référence de paiement. Un fichier illisible ou incomplet est remplacé sans frais. Pour un lien jamais reçu, un paiement débité deux fois ou une demande de remboursement, nous étudions votre situation et vous proposons une solution.",
  },
  {
    question: "Mon entreprise peut-elle obtenir une facture\u00a0?",
    answer:
      "Oui. Après votre achat, envoyez-nous le nom de votre entreprise, son adresse, son numéro d'identification fiscale (le NIU au Cameroun) et votre référence de paiement. Nous établissons une facture au nom de l'entreprise et vous l'envoyons par e-mail, prête à être remise à votre comptable.",
  },
];

export const shopText = {
  eyebrow: "Boutique d'e-books",
  title: "Des guides pratiques pour vendre davantage en ligne",
  lead: "Nos méthodes de terrain, écrites par l'équipe de Kheops Digital pour les commerçants et entrepreneurs d'Afrique francophone\u00a0: animer vos réseaux sociaux, conclure vos ventes et trouver des clients sans budget publicitaire. Payez par Mobile Money ou par carte, et commencez votre lecture le jour même.",
  description:
    "Les e-books de Kheops Digital pour vendre en ligne en Afrique francophone\u00a0: réseaux sociaux, méthode de vente, WhatsApp. Paiement Mobile Money ou carte.",
  searchLabel: "Rechercher un e-book",
  searchPlaceholder: "Rechercher un e-book...",
  noResult: "Aucun e-book ne correspond à votre recherche.",
  searchResults: "Résultats de la recherche",
  categoryLabel: "Catégorie",
  allCategories: "Toutes les catégories",
  sortLabel: "Trier par",
  sorts: {
    "date-desc": "Plus récents",
    "date-asc": "Plus anciens",
    "price-asc": "Prix croissant",
    "price-desc": "Prix décroissant",
  },
  testimonialsTitle: "Ce qu'en disent nos lecteurs",
  faqTitle: "Vos questions sur l'achat d'un e-book",
  paymentTitle: "Paiement sécurisé",
  paymentText:
    "Vous réglez sur une plateforme de paiement sécurisée par Orange Money, MTN Mobile Money, Visa ou Mastercard, et votre lien de téléchargement arrive par e-mail dès la confirmation.",
  badges: { promo: "PROMO", new: "NOUVEAUTÉ" },
  pagesLabel: (n: number) => `${n}\u00a0pages`,
  catalogueTitle: "Nos e-books",
  paymentListLabel: "Moyens de paiement acceptés",
  readersLabel: "Avis de lecteurs",
  readersPage: (page: number, pages: number) => `Avis, page ${page} sur ${pages}`,
  coverAlt: (title: string) => `Couverture de l'e-book ${title}`,
  regularPrice: "Prix normal\u00a0: ",
  buy: "Acheter maintenant",
  comingSoon: "Bientôt disponible",
  home: { eyebrow: "Boutique", title: "Nos derniers e-books", more: "En savoir plus", all: "Découvrir tous nos e-books" },
  /** The row of readers' words while it scrolls by hand (before the page's script, or without it): a keyboard's stop. */
  readersRow: "Les avis, à faire défiler",
};

/** Texts of an e-book's page. */
export const ebookPageText = {
  back: "Retour à la boutique",
  /** Under the price while a promotion with an end runs; `when`: "24 décembre 2026 à 23:59". */
  saleEnds: (when: string) => `Offre valable jusqu'au ${when}, heure de Douala`,
  notFound: { title: "Ebook non trouvé", text: "Désolé, l'ebook que vous recherchez n'existe pas.", back: "Retourner à la boutique" },
  zoom: (title: string) => `Agrandir la couverture ${withDe(title)}`,
  cover: (title: string) => `Couverture ${withDe(title)}`,
  close: "Fermer",
  facts: { published: "Publication", pages: "Pages", language: "Langue", format: "Format" },
  tabsLabel: "Informations sur l'e-book",
  tabs: { description: "Description", sommaire: "Sommaire", faq: "FAQ" },
  chapters: (count: number) => `(${count}\u00a0chapitres)`,
  featuresTitle: "Ce que vous obtenez",
  perksTitle: "Inclus avec votre achat",
  perks: ["Contenu mis à jour régulièrement", "Support prioritaire", "Accès à vie", "PDF optimisé pour mobile et ordinateur"],
  suggestions: "Vous aimerez aussi",
  /** The bar with the title, the price and the buy button, shown once the main button is above the screen. */
  buyBar: "Achat rapide",
  portrait: (name: string) => `Portrait ${withDe(name)}`,
};
