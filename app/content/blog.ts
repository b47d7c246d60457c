import { type Counted, withNoun } from "./counted";
/** Texts of the Kheopscope blog pages. */
export const blogText = {
  name: "Kheopscope",
  /** An article's reading time, from its minutes: « 4 min », the number held to its unit. */
  readTime: (minutes: string) => `${minutes}\u00a0min`,
  /** The anchor after each section title of an article, read by screen readers (app/lib/blog/render.server.ts). */
  headingAnchor: "Lien vers cette section",
  /** The blog's page title: « Kheopscope, le blog ». */
  pageTitle: (name: string) => `${name}, le blog`,
  /** The message prepared for the articles' "diagnostic on WhatsApp" link (/diagnostic-whatsapp). */
  whatsappDiagnosticMessage:
    "Bonjour Kheops Digital, j'ai lu un article du Kheopscope et je souhaite réserver une séance de diagnostic gratuite.",
  hero: {
    eyebrow: "Le blog de Kheops Digital",
    title: "Kheopscope",
    tagline:
      "Des conseils concrets pour vendre davantage sur Facebook, Instagram, TikTok et WhatsApp, écrits à Douala pour les entrepreneurs d'Afrique francophone.",
  },
  description:
    "Kheopscope, le blog de Kheops Digital\u00a0: stratégies réseaux sociaux, vente sur WhatsApp, marketing d'influence et IA pour les PME du Cameroun et d'Afrique francophone.",
  featured: {
    title: "L'article du moment",
    badge: "NOUVEAU",
    online: "En ligne",
    quote:
      "«\u00a0C'est trop cher.\u00a0» Trois mots qui font fuir la moitié des vendeurs sur WhatsApp. Et si c'était le début de la vente, pas la fin\u00a0?",
    cta: "Lire l'article complet",
    othersTitle: "À lire aussi",
  },
  list: {
    title: "Tous les articles",
    searchLabel: "Rechercher un article",
    searchPlaceholder: "Rechercher un article...",
    searchSubmit: "Rechercher",
    sortLabel: "Trier par",
    sortSubmit: "Trier",
    sorts: {
      recent: "Plus récents",
      trending: "Tendances",
      popular: "Plus populaires",
      oldest: "Plus anciens",
      readTime: "Lecture la plus courte",
    },
    view: { label: "Affichage", grid: "Grille", list: "Liste" },
    emptyTitle: "Aucun article trouvé",
    emptyText: "Essayez de modifier vos critères de recherche",
    resetSearch: "Voir tous les articles",
    readMore: "Lire l'article",
  },
  sidebar: {
    popular: "Les plus populaires",
    newsletter: "La newsletter",
    newsletterText: "Un conseil pratique par mois, directement dans votre boîte mail.",
    categories: "Catégories",
    categoryLink: (category: string, count: Counted) => `${category}, ${withNoun(count, "article", "articles")}`,
    tags: "Sujets fréquents",
  },
  filters: {
    label: "Filtres en cours",
    category: (name: string) => `Catégorie\u00a0: ${name}`,
    tag: (tag: string) => `Sujet\u00a0: #${tag}`,
    remove: (filter: string) => `Retirer le filtre ${filter}`,
  },
  stats: {
    likes: (count: Counted) => `${count.text}\u00a0j'aime`,
    views: (count: Counted) => withNoun(count, "vue", "vues"),
    like: "J'aime cet article",
    liked: "Vous aimez cet article",
  },
  article: {
    back: "Retour à Kheopscope",
    by: "Par",
    readTime: "de lecture",
    /** The name of the header's live counts, for screen readers. */
    audience: "Vues et j'aime",
    noContent: "Contenu non disponible pour cet article.",
    photoBy: "Photo\u00a0:",
    photoOn: "sur",
    toc: "Sommaire",
    /** The names of the floating tools: a column beside the text on a wide screen, a bar at the bottom under it. */
    tools: "Outils de l'article",
    quickMenu: "Menu rapide de l'article",
    share: "Partager",
    shareOn: { x: "Partager sur X (Twitter)", facebook: "Partager sur Facebook", linkedin: "Partager sur LinkedIn" },
    copyLink: "Copier le lien",
    copied: { title: "Lien copié\u00a0!", description: "Le lien de l'article a été copié dans le presse-papier." },
    fontSize: "Taille du texte",
    progress: "Progression de la lecture",
    likeFailure: { title: "Erreur", description: "Impossible d'aimer l'article. Veuillez réessayer." },
    aboutAuthor: "À propos de l'auteur",
    moreTitle: "Continuer la lecture",
  },
  notFound: {
    title: "Article non trouvé",
    text: "L'article que vous recherchez n'existe pas.",
  },
  home: {
    eyebrow: "Kheopscope",
    title: "Nos derniers articles",
    all: "Voir tous les articles",
  },
  /**
   * The name of a block of an article that may be wider than a phone and scroll sideways, a stop of the Tab key, by
   * its kind and its number in the article (app/lib/blog/render.server.ts): « Tableau 2 », « Schéma 1 ».
   */
  scrollableBlock: {
    table: (n: string) => `Tableau ${n}`,
    diagram: (n: string) => `Schéma ${n}`,
    code: (n: string) => `Bloc de code ${n}`,
  },
  /** A diagram told in words until it is drawn (app/lib/blog/flowchart-in-words.ts): « Client convaincu : Oui → … ». */
  diagramInWords: {
    next: " → ",
    choice: (step: string, answer: string) => `${step}\u00a0: ${answer}`,
  },
};
