import { type Counted, withNoun } from "../counted";

/** "0 mot", "1 mot", "2 mots". */
const plural = (count: Counted, word: string) => withNoun(count, word, `${word}s`);

/** Labels and messages of the article editor (staff only). */
export const editorText = {
  loading: "Chargement de l'éditeur…",
  toolbar: {
    label: "Mise en forme",
    heading2: "Titre 2",
    heading3: "Titre 3",
    paragraph: "Paragraphe",
    bold: "Gras",
    italic: "Italique",
    bulletList: "Liste à puces",
    orderedList: "Liste numérotée",
    blockquote: "Citation",
    link: "Lien",
    image: "Image",
    undo: "Annuler",
    redo: "Rétablir",
  },
  link: {
    formLabel: "Lien",
    field: "Adresse du lien",
    hint: "https://…, mailto:…, tel:… ou /chemin d'une page du site",
    apply: "Appliquer",
    remove: "Retirer le lien",
    close: "Fermer",
    required: "Saisissez l'adresse du lien.",
    refused: "Adresse refusée\u00a0: un lien doit commencer par https://, mailto:, tel: ou / (page du site).",
  },
  image: {
    formLabel: "Image",
    /** The credit written under a stock picture: « Photo : Awa Ndiaye sur Pexels ». */
    creditPrefix: "Photo\u00a0: ",
    creditJoin: " sur ",
    src: "Adresse de l'image",
    srcHint: "Une image enregistrée sur notre site\u00a0: /media/… ou /images/…",
    alt: "Texte alternatif",
    altHint: "Ce que montre l'image, pour les personnes qui ne la voient pas.",
    insert: "Insérer l'image",
    close: "Fermer",
    srcRequired: "Saisissez l'adresse de l'image.",
    refused:
      "Image refusée\u00a0: seules les images enregistrées sur notre site sont acceptées (adresse commençant par /media/ ou /images/). Passez par la banque d'images pour en ajouter une.",
    altRequired: "Décrivez l'image en quelques mots.",
    picking: "Choix de l'image…",
  },
  preserved: {
    label: (kind: keyof typeof preservedKindLabels) => `Bloc conservé\u00a0: ${preservedKindLabels[kind]}`,
    note: "Ce bloc est conservé tel quel\u00a0: vous pouvez le déplacer ou le supprimer, pas le modifier ici.",
    moveUp: "Monter",
    moveDown: "Descendre",
    remove: "Supprimer",
  },
  preview: {
    label: "Aperçu de l'article",
    untitled: "Sans titre",
    empty: "Rien à afficher pour l'instant\u00a0: écrivez le contenu dans l'éditeur.",
  },
  counts: {
    label: "Statistiques du texte",
    words: (count: Counted) => plural(count, "mot"),
    characters: (count: Counted) => plural(count, "caractère"),
    target: (target: Counted) => `Objectif\u00a0: ${plural(target, "mot")}`,
    progress: (words: Counted, target: string, percent: string) => `${plural(words, "mot")} sur ${target} (${percent}\u00a0%)`,
    reached: "Objectif atteint",
  },
  config: {
    label: "Configuration de l'article",
    category: "Catégorie",
    wordTarget: "Objectif de mots",
    wordTargetOption: (count: Counted) => plural(count, "mot"),
    tone: "Ton",
  },
  mode: {
    label: "Mode d'affichage",
    editor: "Éditeur",
    preview: "Aperçu",
  },
};

export const preservedKindLabels = {
  table: "tableau",
  faq: "questions fréquentes",
  component: "graphique interactif",
  diagram: "schéma",
  figure: "illustration",
  media: "média intégré",
  details: "bloc dépliable",
  html: "bloc HTML",
};
