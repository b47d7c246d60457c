/**
 * Texts, constants and reference word lists of the admin article editor. The logic lives in app/admin/articles/editor/.
 */
import { agreeing, type Counted, withNoun } from "../counted";

export const adminCategories = [
  "Marketing Digital",
  "Développement Web",
  "SEO",
  "Réseaux Sociaux",
  "E-commerce",
  "Stratégie Digitale",
  "Formation",
  "Actualités",
] as const;

export type AdminCategory = (typeof adminCategories)[number];

/** The tones an article may be written in; the database stores their ids (ArticleTone in app/lib/db/schema.ts). */
export const articleTones = [
  {
    id: "professional",
    label: "Professionnel",
    description: "Formel et expert\u00a0: vouvoiement, phrases posées, pas d'exclamations.",
  },
  { id: "friendly", label: "Amical", description: "Chaleureux et proche du lecteur, en restant clair et simple." },
  {
    id: "conversational",
    label: "Conversationnel",
    description: "Comme une discussion\u00a0: phrases courtes, questions posées au lecteur.",
  },
  {
    id: "authoritative",
    label: "Affirmé",
    description: "Assuré et factuel\u00a0: des chiffres, des affirmations nettes, peu de précautions oratoires.",
  },
  {
    id: "educational",
    label: "Pédagogique",
    description: "Explique pas à pas, avec des étapes numérotées et des exemples concrets.",
  },
] as const satisfies readonly { id: string; label: string; description: string }[];

type ToneId = (typeof articleTones)[number]["id"];

export const defaultTone: ToneId = "professional";
export const wordTargets = [500, 1000, 1500, 2000, 2500, 3000] as const;
export const defaultWordTarget = 1000;
export const seoTitleMax = 60;
/** An over-long title is cut to this many characters, then given an ellipsis (auto-fix). */
export const autoTitleCut = 57;
export const recommendedWords = 300;
/** Percent of the words: below, use the keyword more; above, less. */
export const keywordDensityAdvice = { min: 2, max: 3 };
export const seoDescriptionAdvice = { min: 120, max: 160 };
/** Auto-fix puts in bold the keywords longer than this many letters. */
export const keywordEmphasisAbove = 3;

export const editorMessages = {
  titleAndContentRequired: "Le titre et le contenu sont requis",
  titleFirst: "Veuillez d'abord saisir un titre",
  nothingToAnalyse: "Aucun contenu à analyser",
  nothingToExport: "Aucun contenu à exporter",
};

/**
 * The save's refusals of what no article looks like: the HTML's shape (app/lib/blog/html-shape.ts, measured in the
 * sanitiser's worker) and the title (app/admin/articles/article-draft.ts).
 */
export const articleLimitMessages = {
  tooManyElements: (limit: string) =>
    `L'article compte plus de ${limit}\u00a0éléments (paragraphes, titres, liens, mises en forme)\u00a0: c'est plus qu'un article ne peut en avoir. Un document collé en entier\u00a0? Collez-le en texte simple, puis remettez la mise en forme.`,
  tooDeep: (limit: number) =>
    `L'article imbrique plus de ${limit}\u00a0niveaux d'éléments les uns dans les autres\u00a0: aucun article n'en a autant. Un document collé en entier\u00a0? Collez-le en texte simple, puis remettez la mise en forme.`,
  unclosedTag:
    "Le code de l'article contient une balise jamais refermée (un «\u00a0<\u00a0» sans le «\u00a0>\u00a0» qui la termine)\u00a0: l'éditeur n'en écrit pas de telles. Un document collé en entier\u00a0? Collez-le en texte simple, puis remettez la mise en forme.",
  tagTooLong: (limit: string) =>
    `Un lien, une image ou un autre élément de l'article s'écrit en plus de ${limit}\u00a0caractères de code\u00a0: aucun article n'en demande autant. Raccourcissez l'adresse du lien ou la description de l'image\u00a0; pour un document collé en entier, collez-le en texte simple, puis remettez la mise en forme.`,
  titleInvisible: "Le titre doit contenir des lettres ou des chiffres visibles.",
  titleControls: "Le titre contient des caractères invisibles de contrôle du sens d'écriture\u00a0: retirez-les.",
};

/** The save's refusals of a field too long or missing (app/admin/articles/article-draft.ts). */
export const articleDraftMessages = {
  titleTooLong: "Le titre fait au plus 200 caractères.",
  contentTooLong: "L'article est trop long pour être enregistré.",
  slugTooLong: "L'adresse fait au plus 100 caractères.",
  excerptTooLong: "Le résumé fait au plus 400 caractères.",
  categoryRequired: "Choisissez une catégorie.",
  seoTitleTooLong: "Le titre SEO fait au plus 120 caractères.",
  seoDescriptionTooLong: "La description SEO fait au plus 320 caractères.",
  imageInvalid: "Image invalide.",
  /** The tags and the keywords: each one's length, and how many. « mot-clés », as the save has always said. */
  tags: { eachTooLong: "Chaque étiquette fait au plus 60 caractères.", tooMany: (max: number) => `${max} étiquettes au plus.` },
  keywords: { eachTooLong: "Chaque mot-clé fait au plus 60 caractères.", tooMany: (max: number) => `${max} mot-clés au plus.` },
};

export const seoText = {
  labels: { excellent: "Excellent", good: "Bon", average: "Moyen", poor: "À améliorer" } as const,
  criteria: {
    title: {
      label: "Titre",
      missing: "Ajoutez un titre à l'article.",
      tooLong: (length: string) =>
        `Le titre fait ${length}\u00a0caractères\u00a0: raccourcissez-le à 60 au plus pour qu'il s'affiche en entier dans les résultats de recherche.`,
    },
    words: {
      label: "Longueur du texte",
      advice: (words: Counted) => `L'article compte ${withNoun(words, "mot", "mots")}\u00a0: visez au moins 300\u00a0mots.`,
    },
    headings: { label: "Intertitres", advice: "Structurez l'article avec des intertitres (H2, H3)." },
    paragraphs: { label: "Paragraphes", advice: "Découpez le texte en paragraphes." },
    lists: { label: "Listes", advice: "Ajoutez une liste à puces ou numérotée pour les points clés." },
    strong: { label: "Mise en gras", advice: "Mettez en gras quelques expressions importantes." },
    links: { label: "Liens", advice: "Ajoutez au moins un lien vers une page utile (un service, un article, une source)." },
    images: { label: "Images", advice: "Illustrez l'article avec au moins une image." },
  },
  keyword: {
    absent: (keyword: string) =>
      `«\u00a0${keyword}\u00a0» n'apparaît pas dans le texte\u00a0: placez-le dans l'introduction et dans un intertitre.`,
    tooLow: (keyword: string, density: string) =>
      `«\u00a0${keyword}\u00a0»\u00a0: densité de ${density}\u00a0%, sous les 2 à 3\u00a0% conseillés. Employez-le un peu plus.`,
    tooHigh: (keyword: string, density: string) =>
      `«\u00a0${keyword}\u00a0»\u00a0: densité de ${density}\u00a0%, au-dessus des 2 à 3\u00a0% conseillés. Remplacez quelques occurrences par des synonymes.`,
  },
  seoTitle: {
    label: "Titre SEO",
    missing: "Renseignez un titre SEO de 60\u00a0caractères au plus.",
    tooLong: (length: string) => `Le titre SEO fait ${length}\u00a0caractères\u00a0: 60 au plus.`,
  },
  seoDescription: {
    label: "Description SEO",
    missing: "Renseignez une description SEO de 120 à 160\u00a0caractères.",
    outOfRange: (length: string) => `La description SEO fait ${length}\u00a0caractères\u00a0: visez 120 à 160.`,
  },
};

/** Said with the text analysis, so nobody takes it for more than it is. */
export const analysisNote =
  "Listes de référence (mots de remplissage, mots-outils, signaux de ton) établies en mars 2025. Tout le reste est mesuré sur votre texte\u00a0: la lisibilité suit la formule de Flesch adaptée au français par Kandel et Moles (207 − 1,015 × mots par phrase − 73,6 × syllabes par mot), avec des syllabes comptées par approximation.";

export const readabilityLevels = [
  { min: 90, label: "Très facile" },
  { min: 80, label: "Facile" },
  { min: 70, label: "Assez facile" },
  { min: 60, label: "Standard" },
  { min: 50, label: "Assez difficile" },
  { min: 30, label: "Difficile" },
  { min: Number.NEGATIVE_INFINITY, label: "Très difficile" },
];

export type ToneSignal =
  | "vous"
  | "tu"
  | "address"
  | "je"
  | "hedges"
  | "questions"
  | "exclamations"
  | "sentenceLength"
  | "steps"
  | "examples"
  | "figures"
  | "imperatives";

export const analysisText = {
  steps: {
    readability: "Lisibilité",
    sentences: "Phrases",
    passive: "Voix passive",
    fillers: "Mots de remplissage",
    repetitions: "Répétitions",
    keywords: "Mots-clés",
    target: "Objectif de longueur",
    tone: "Ton",
  },
  tooShort: "Pas assez de texte pour cette mesure.",
  readability: (score: string, level: string) =>
    `Score de lisibilité (Flesch, adaptation française de Kandel et Moles)\u00a0: ${score}, niveau «\u00a0${level}\u00a0».`,
  readabilityBasis: (words: Counted, sentences: Counted, syllables: Counted, perSentence: Counted, perWord: Counted) =>
    `Mesuré sur ${withNoun(words, "mot", "mots")}, ${withNoun(sentences, "phrase", "phrases")} et ${withNoun(syllables, "syllabe", "syllabes")}\u00a0: ${withNoun(perSentence, "mot", "mots")} par phrase, ${withNoun(perWord, "syllabe", "syllabes")} par mot.`,
  sentences: (count: Counted, average: string) => `${withNoun(count, "phrase", "phrases")}, ${average}\u00a0mots par phrase en moyenne.`,
  longest: (words: Counted, text: string) => `Phrase la plus longue (${withNoun(words, "mot", "mots")})\u00a0: «\u00a0${text}\u00a0»`,
  longestAdvice: "Elle dépasse 25\u00a0mots\u00a0: la couper en deux la rendrait plus facile à lire.",
  noPassive: "Aucune tournure passive repérée (une forme d'«\u00a0être\u00a0» suivie d'un participe passé).",
  passive: (count: Counted, examples: string) =>
    `${withNoun(count, "tournure peut-être passive", "tournures peut-être passives")}\u00a0: ${examples}.`,
  passiveCaveat: "À vérifier\u00a0: la même forme sert aussi au passé composé («\u00a0il est venu\u00a0») et aux adjectifs.",
  noFillers: "Aucun mot de remplissage de notre liste dans le texte.",
  fillers: (count: Counted, list: string) =>
    `${withNoun(count, "mot de remplissage possible", "mots de remplissage possibles")}\u00a0: ${list}.`,
  noRepetitions: "Aucun mot porteur de sens n'est employé 3 fois ou plus (mots-outils et mots-clés exclus).",
  repetitions: (list: string) => `Mots les plus répétés (mots-outils et mots-clés exclus)\u00a0: ${list}.`,
  /** « très » (4), inside the lists above. */
  counted: (word: string, count: string) => `«\u00a0${word}\u00a0» (${count})`,
  noKeywords: "Aucun mot-clé renseigné.",
  keyword: (keyword: string, occurrences: Counted, density: string) =>
    `«\u00a0${keyword}\u00a0»\u00a0: ${withNoun(occurrences, "occurrence", "occurrences")}, densité de ${density}\u00a0% (conseil\u00a0: 2 à 3\u00a0%).`,
  keywordAbsent: "Placez-le dans l'introduction et dans un intertitre.",
  keywordMore: "Employez-le un peu plus.",
  keywordLess: "Remplacez quelques occurrences par des synonymes.",
  notInTitle: "Il n'apparaît pas dans le titre.",
  target: (words: Counted, target: string, percent: string) =>
    `${withNoun(words, "mot", "mots")} pour un objectif de ${target}\u00a0: ${percent}\u00a0% de l'objectif.`,
  missing: (words: Counted) => `Il manque ${withNoun(words, "mot", "mots")}.`,
  over: (words: Counted) => `Objectif dépassé de ${withNoun(words, "mot", "mots")}.`,
  reached: "Objectif atteint.",
  tone: (label: string, matched: Counted, total: string) =>
    `Ton choisi\u00a0: ${label}. ${withNoun(matched, "signal mesuré", "signaux mesurés")} sur ${total} ${agreeing(matched, "correspond", "correspondent")} à ce ton.`,
  toneCheck: (label: string, measured: string, expected: string, ok: boolean) =>
    `${label}\u00a0: ${measured}, attendu ${expected}${ok ? "\u00a0: conforme." : "\u00a0: à revoir."}`,
  signals: {
    vous: "Vouvoiement (vous, votre, vos)",
    tu: "Tutoiement (tu, te, toi, ton, ta, tes)",
    address: "Adresse directe au lecteur (vous ou tu)",
    je: "Première personne (je, me, moi, mon, ma, mes)",
    hedges: "Formules prudentes (peut-être, sans doute, probablement…)",
    questions: "Phrases interrogatives",
    exclamations: "Phrases exclamatives",
    sentenceLength: "Longueur moyenne des phrases",
    steps: "Marqueurs d'étapes (d'abord, ensuite, enfin, étape…) et listes numérotées",
    examples: "Exemples (exemple, imaginons, prenons…)",
    figures: "Nombres et chiffres",
    imperatives: "Phrases qui commencent par un impératif en -ez (Choisissez, Notez…)",
  } satisfies Record<ToneSignal, string>,
  units: {
    per100: (value: string) => `${value} pour 100\u00a0mots`,
    percent: (value: string) => `${value}\u00a0% des phrases`,
    words: (value: string) => `${value}\u00a0mots`,
    count: (value: string) => `${value}`,
  },
  none: "aucun",
  atLeast: (value: string) => `au moins ${value}`,
  atMost: (value: string) => `au plus ${value}`,
  between: (min: string, max: string) => `entre ${min} et ${max}`,
};

/**
 * Reference word lists (mars 2025), compared without accents or case. Mots-outils: words that carry no
 * subject of their own, left out of the repetitions and of the outline's key phrases (only words of 3 letters
 * or more are ever compared with this list).
 */
export const stopWords = [
  "les une des aux ces cet cette mon ton son mes tes ses notre votre leur nos vos leurs",
  "elle ils elles nous vous moi toi lui eux qui que quoi dont mais donc car",
  "pas plus moins tres bien aussi tout tous toute toutes autre autres meme memes sans avec pour par sur sous dans",
  "entre vers chez apres avant pendant depuis comme ainsi alors encore deja ici oui non quand comment pourquoi",
  "beaucoup peu trop fois etc celui celle ceux celles cela ceci quel quelle quels quelles chaque plusieurs",
  "etre est sont etait etaient ete sera seront serait avoir avons avez ont avait avaient aura",
  "faire fait font peut peuvent pouvez doit doivent devez faut veut",
]
  .join(" ")
  .split(" ");

/** Words and phrases that often pad a sentence; found ones are shown as « possibles ». */
export const fillerWords = [
  "vraiment",
  "très",
  "en fait",
  "du coup",
  "tout à fait",
  "absolument",
  "littéralement",
  "franchement",
  "carrément",
  "plutôt",
  "juste",
  "simplement",
  "bref",
  "en quelque sorte",
  "voilà",
  "effectivement",
  "évidemment",
  "clairement",
  "totalement",
  "complètement",
  "finalement",
  "globalement",
  "en gros",
];

/** Signals of tone, compared without accents or case. */
export const toneMarkers = {
  vous: ["vous", "votre", "vos"],
  tu: ["tu", "te", "toi", "ton", "ta", "tes"],
  je: ["je", "j", "me", "moi", "mon", "ma", "mes"],
  hedges: ["peut etre", "sans doute", "probablement", "il semble", "semble t il", "eventuellement", "a priori", "il se peut"],
  steps: ["d abord", "ensuite", "enfin", "puis", "premierement", "deuxiemement", "troisiemement", "etape", "etapes"],
  examples: ["exemple", "exemples", "imaginons", "prenons"],
  notImperatives: ["chez", "assez"],
};

/** Content suggestions: the outline's sections per category, and what each tone adds. */
export const outlineText = {
  intro: (topic: string) => `${topic}\u00a0: l'essentiel`,
  conclusion: "Passer à l'action",
  categories: {
    "Marketing Digital": {
      sections: [
        "Où en est le marketing digital en Afrique francophone",
        "Les canaux qui rapportent\u00a0: WhatsApp, Facebook, Google",
        "Quel budget pour une PME, et quel retour attendre",
        "Mesurer les résultats chaque mois",
      ],
      keyPhrases: ["marketing digital", "PME", "Afrique francophone", "retour sur investissement"],
    },
    "Développement Web": {
      sections: [
        "Choisir le bon type de site",
        "Un site rapide sur mobile, même avec une connexion lente",
        "Nom de domaine, hébergement et sécurité",
        "Formulaires, WhatsApp et paiement en ligne",
      ],
      keyPhrases: ["site web", "site mobile", "hébergement", "nom de domaine"],
    },
    SEO: {
      sections: [
        "Trouver les mots-clés que vos clients tapent",
        "Optimiser chaque page",
        "Référencement local à Douala, Yaoundé et au-delà",
        "Suivre ses positions dans Google",
      ],
      keyPhrases: ["référencement naturel", "mots-clés", "référencement local", "Google"],
    },
    "Réseaux Sociaux": {
      sections: [
        "Choisir ses réseaux\u00a0: Facebook, Instagram, TikTok, WhatsApp",
        "Construire un calendrier éditorial",
        "Les formats qui font réagir",
        "Les statistiques à suivre",
      ],
      keyPhrases: ["réseaux sociaux", "community management", "WhatsApp Business", "engagement"],
    },
    "E-commerce": {
      sections: [
        "Présenter ses produits\u00a0: photos, prix, descriptions",
        "Le paiement mobile\u00a0: Orange Money et MTN Mobile Money",
        "Livraison et retrait en point relais",
        "Le service client sur WhatsApp",
      ],
      keyPhrases: ["boutique en ligne", "paiement mobile", "Mobile Money", "livraison"],
    },
    "Stratégie Digitale": {
      sections: [
        "Faire le point sur sa présence en ligne",
        "Fixer des objectifs chiffrés",
        "Choisir ses canaux et son budget",
        "Un plan d'action sur 90\u00a0jours",
      ],
      keyPhrases: ["stratégie digitale", "objectifs", "indicateurs", "plan d'action"],
    },
    Formation: {
      sections: ["Ce que vous saurez faire", "Le programme", "Exercices pratiques", "Ressources pour aller plus loin"],
      keyPhrases: ["formation", "compétences", "exercices pratiques", "entrepreneurs"],
    },
    Actualités: {
      sections: [
        "Ce qui change",
        "Ce que cela signifie pour les entreprises au Cameroun",
        "Le calendrier à retenir",
        "Nos recommandations",
      ],
      keyPhrases: ["actualité", "Cameroun", "entreprises", "nouveautés"],
    },
  } satisfies Record<AdminCategory, { sections: string[]; keyPhrases: string[] }>,
  tones: {
    professional: { opening: ["Les enjeux pour votre entreprise"], closing: ["Notre recommandation"] },
    friendly: { opening: ["Pourquoi on vous en parle"], closing: ["Nos astuces pour bien démarrer"] },
    conversational: {
      opening: ["De quoi parle-t-on, au juste\u00a0?"],
      closing: ["Et vous, par où allez-vous commencer\u00a0?"],
    },
    authoritative: { opening: ["Les chiffres clés"], closing: ["Ce que nous recommandons, et pourquoi"] },
    educational: {
      opening: ["Les notions de base"],
      closing: ["Étapes pas à pas", "Les erreurs fréquentes à éviter"],
    },
  } satisfies Record<ToneId, { opening: string[]; closing: string[] }>,
};

/** Auto-fix: what each fix says it does, and what it inserts. */
export const fixText = {
  shortenTitle: "Raccourcir le titre à 60\u00a0caractères",
  addHeading: "Ajouter un intertitre",
  headingSuggestion: "L'essentiel à retenir",
  addList: "Ajouter une liste des points clés",
  listSuggestion: ["Premier point clé, à compléter", "Deuxième point clé, à compléter", "Troisième point clé, à compléter"],
  emphasise: (keyword: string) => `Mettre en gras «\u00a0${keyword}\u00a0»`,
};

/** The exported HTML file. */
export const exportText = {
  untitled: "Article",
  by: (author: string) => `Par ${author}`,
  publishedOn: (date: string) => `Publié le ${date}`,
};

/**
 * Passive-voice hints (app/admin/articles/editor/text-analysis.ts), accents folded: the forms of « être », the words that may
 * stand between it and a participle, and words that end like a participle but are not one.
 */
export const passiveVoiceWords = {
  etre: "suis es est sommes etes sont ete etais etait etions etiez etaient serai seras sera serons serez seront serais serait serions seriez seraient sois soit soyons soyez soient fus fut furent etre etant",
  betweenEtreAndParticiple: "pas plus souvent toujours bien tres deja aussi rarement jamais parfois encore generalement",
  notParticiple:
    "ici ainsi aussi parmi midi si ni merci voici puis depuis du tu plus dessus bonus virus campus processus petit petite petits petites gratuit gratuite gratuits gratuites parfait parfaite parfaits parfaites vert verte",
};

/** What the language model is asked for the editor's suggestions (app/admin/articles/editor/ai-suggestions.server.ts). */
export const aiPromptText = {
  tones: {
    professional: "professionnel (formel, expert)",
    friendly: "amical (chaleureux, proche du lecteur)",
    conversational: "conversationnel (direct, comme une discussion)",
    authoritative: "d'autorité (assuré, appuyé sur des faits)",
    educational: "pédagogique (clair, qui explique pas à pas)",
  } satisfies Record<ToneId, string>,
  system: (tone: string, count: number) =>
    [
      "Tu es rédacteur en chef d'une agence de marketing digital basée à Douala, au Cameroun.",
      `Le ton attendu de l'article est ${tone}.`,
      `Propose au plus ${count} suggestions courtes et concrètes, en français, pour améliorer l'article qui suit\u00a0: structure, clarté, exemples, appel à l'action, référencement.`,
      "Écris une suggestion par ligne, sans introduction, sans conclusion et sans numérotation.",
    ].join("\n"),
  user: (title: string, category: string, body: string) =>
    `Titre\u00a0: ${title}\nCatégorie\u00a0: ${category}\n\nTexte de l'article\u00a0:\n${body}`,
};
