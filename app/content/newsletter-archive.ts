import { agency } from "./site";

/** The public archive of the letters sent to the newsletter's subscribers: /newsletter/archives and a page per letter. */
export const newsletterArchiveText = {
  /** The trail above each page's title: Accueil / Newsletter / Archives. */
  breadcrumb: {
    label: "Fil d'Ariane",
    home: "Accueil",
    newsletter: "Newsletter",
    archive: "Archives",
  },
  index: {
    /** The page's <title> (with the agency's name after it) and its search result's text. */
    title: "Archives de la newsletter",
    description: `Toutes les lettres envoyées aux abonnés de la newsletter de ${agency.name}\u00a0: un conseil pratique par mois pour vendre davantage en ligne, à relire et à partager.`,
    eyebrow: "Newsletter",
    heading: "Les lettres déjà envoyées",
    lead: "Chaque mois, nos abonnés reçoivent un conseil pratique pour vendre davantage en ligne et nos derniers articles. Les voici toutes, à relire et à partager.",
    listTitle: "Toutes les lettres",
    read: "Lire la lettre",
    empty: {
      title: "Aucune lettre pour l'instant",
      text: "La première lettre partira bientôt\u00a0: elle apparaîtra ici dès son envoi.",
    },
  },
  letter: {
    /** « Envoyée le 2 décembre 2026 », the date formatted by the caller. */
    sentOn: (date: string) => `Envoyée le ${date}`,
    /** The description of a letter without a preheader. */
    description: (subject: string) => `${subject}, une lettre de la newsletter de ${agency.name}.`,
    articlesTitle: "À lire sur Kheopscope",
    readArticle: "Lire l'article",
    back: "Toutes les lettres",
  },
  notFound: {
    title: "Lettre introuvable",
    text: "Cette lettre n'existe pas ou son adresse a changé. Retrouvez toutes nos lettres dans les archives de la newsletter.",
  },
  /** The sign-up under the list and under each letter, a link to /newsletter. */
  signUp: {
    title: "Recevez la prochaine lettre",
    text: "Un conseil pratique par mois pour vendre davantage en ligne, dans votre boîte de réception. Pas de spam, désinscription en un clic.",
    action: "Je m'abonne",
  },
  /** The line of /newsletter that leads here. */
  fromNewsletterPage: "Lire les lettres déjà envoyées",
};
