import { agreeing, type Counted, withNoun } from "../counted";

/**
 * Texts of « Lettres », the newsletter's letters written in the admin (/admin/lettres): the list and its results,
 * the editor, the preview, the test send, the confirmation of « Envoyer », the schedule (Douala time) and the notices.
 * Dates come formatted by app/lib/format (in Douala time), counts as a Counted.
 */
export const lettersText = {
  nav: "Lettres",
  list: {
    title: "Lettres de la newsletter",
    intro:
      "Chaque lettre part aux abonnés confirmés, une fois. Les rédacteurs écrivent et enregistrent des brouillons\u00a0; seul un administrateur envoie une lettre de test, programme ou envoie.",
    newLetter: "Écrire une lettre",
    empty: "Aucune lettre pour l'instant.",
    /** How many confirmed subscribers a letter sent now would reach. */
    audience: (count: Counted) =>
      `${withNoun(count, "abonné confirmé", "abonnés confirmés")} ${agreeing(count, "recevrait", "recevraient")} une lettre envoyée maintenant.`,
    open: "Ouvrir",
    /** The list's name for screen readers. */
    label: "Lettres, de la plus récente à la plus ancienne",
    createdBy: (name: string) => `Écrite par ${name}`,
    editedBy: (name: string) => `modifiée par ${name}`,
    sentBy: (name: string) => `envoyée par ${name}`,
  },
  status: {
    draft: "Brouillon",
    scheduled: (when: string) => `Programmée pour le ${when}`,
    sent: (when: string) => `Envoyée le ${when}`,
  },
  results: {
    title: "Résultats",
    /** For screen readers: whose results. */
    of: (subject: string) => `Résultats de «\u00a0${subject}\u00a0»`,
    queued: "En file",
    sent: "Envoyés",
    failed: "En échec",
    bouncing: "Adresses rejetées",
    unsubscribes: "Désinscriptions",
    recipients: (count: Counted) => `Envoyée à ${withNoun(count, "abonné confirmé", "abonnés confirmés")}`,
    hint: "En file\u00a0: pas encore partis (l'envoi est étalé dans le temps). Adresses rejetées\u00a0: le serveur du destinataire les refuse pour de bon, elles ne reçoivent plus rien. Désinscriptions\u00a0: par le lien de cette lettre.",
  },
  editor: {
    back: "Toutes les lettres",
    newTitle: "Nouvelle lettre",
    editTitle: "Modifier la lettre",
    sentTitle: "Lettre envoyée",
    scheduledTitle: "Lettre programmée",
    confirmTitle: "Envoyer la lettre",
    formLabel: "Contenu de la lettre",
    subject: "Objet",
    subjectHint: "150\u00a0caractères au plus.",
    preheader: "Pré-en-tête",
    preheaderHint: "La ligne que les boîtes de réception montrent après l'objet (200\u00a0caractères au plus). Facultatif.",
    intro: "Introduction",
    introHint: "Quelques paragraphes avant les articles, écrits comme un article.",
    articles: "Articles à mettre en avant",
    articlesHint:
      "6\u00a0articles au plus, montrés dans la lettre en cartes avec leur image, leur résumé et leur lien, dans l'ordre de cette liste.",
    noArticles: "Aucun article publié pour l'instant.",
    chosenFirst: "Les articles choisis sont en tête de liste.",
    viewArticle: "Voir l'article",
    /** The link's accessible name: which article it opens. */
    viewArticleOf: (title: string) => `Voir l'article «\u00a0${title}\u00a0» (nouvel onglet)`,
    publishedOn: (date: string) => `Publié le ${date}`,
    save: "Enregistrer",
    problemsTitle: "La lettre n'a pas été enregistrée\u00a0:",
    writtenBy: (name: string) => `Écrite par ${name}`,
    editedBy: (name: string, when: string) => `Dernière modification par ${name}, le ${when}`,
    writerNote:
      "Vous pouvez écrire et enregistrer cette lettre. Seul un administrateur peut s'en envoyer un test, la programmer ou l'envoyer.",
    readOnlyScheduled: "Une lettre programmée ne se modifie pas\u00a0: annulez l'envoi programmé pour la modifier.",
    readOnlySent: "Une lettre envoyée ne se modifie plus.",
    noIntro: "Pas d'introduction.",
    noChosenArticles: "Aucun article.",
  },
  preview: {
    title: "Aperçu",
    intro: "La lettre telle qu'elle sera reçue, sur un téléphone et sur un ordinateur. L'aperçu montre la dernière version enregistrée.",
    saveFirst: "Enregistrez la lettre pour voir son aperçu.",
    phone: "Sur un téléphone (390\u00a0px)",
    desktop: "Sur un ordinateur (600\u00a0px)",
    frame: (width: string) => `Aperçu de la lettre à ${width}\u00a0px de large`,
    open: "Ouvrir l'aperçu seul",
    /** The document of the preview itself when the letter is gone. */
    notFound: "Cette lettre n'existe pas.",
  },
  sending: {
    title: "Tester et envoyer",
    intro: "Ces boutons enregistrent d'abord ce que vous avez écrit ci-dessus.",
    test: "Envoyer un test",
    testTo: (email: string) => `La lettre part à votre adresse, ${email}, avec «\u00a0[Test]\u00a0» devant l'objet.`,
    send: "Envoyer",
    sendHint: (count: Counted) =>
      `Une confirmation vous sera demandée. Elle partira à ${withNoun(count, "abonné confirmé", "abonnés confirmés")}.`,
    schedule: "Programmer",
    scheduleLabel: "Date et heure d'envoi (heure de Douala)",
    scheduleHint: "La lettre part d'elle-même à cette heure, à tous les abonnés confirmés à ce moment-là.",
    unschedule: "Annuler l'envoi programmé",
    scheduledFor: (when: string) => `Cette lettre partira le ${when} (heure de Douala).`,
    scheduledBy: (name: string) => `Programmée par ${name}.`,
  },
  confirm: {
    /** The second step of « Envoyer », without JavaScript: a section of the letter's page. */
    question: (count: Counted) => `Envoyer cette lettre à ${withNoun(count, "abonné confirmé", "abonnés confirmés")}\u00a0?`,
    explain:
      "Une lettre envoyée ne peut plus être modifiée ni rappelée. Chaque abonné confirmé reçoit un e-mail\u00a0; les envois s'étalent au rythme que permet le serveur d'envoi (NEWSLETTER_MAILS_PER_MINUTE).",
    subject: "Objet",
    articlesTerm: "Articles",
    articles: (count: Counted) => withNoun(count, "article", "articles"),
    confirm: "Envoyer",
    /** The button's accessible name: the count it confirms. */
    confirmTo: (count: Counted) => `Envoyer à ${withNoun(count, "abonné confirmé", "abonnés confirmés")}`,
    cancel: "Revenir à la lettre",
    nobody: "Aucun abonné confirmé pour l'instant\u00a0: la lettre ne peut partir à personne.",
  },
  sent: {
    archive: "Voir la lettre dans les archives",
    archiveHint: "La page publique de cette lettre, telle qu'elle est partie.",
    by: (name: string, when: string) => `Envoyée par ${name}, le ${when}.`,
  },
  /** Why a draft was not saved: one message per LetterDraftProblem (app/lib/newsletter/letters.server.ts). */
  problems: {
    "subject-missing": "Écrivez l'objet de la lettre.",
    "subject-too-long": "L'objet est trop long\u00a0: 150\u00a0caractères au plus.",
    "preheader-too-long": "Le pré-en-tête est trop long\u00a0: 200\u00a0caractères au plus.",
    "intro-too-long": "L'introduction est trop longue pour une lettre\u00a0: raccourcissez-la, ou faites-en un article.",
    "too-many-articles": "Choisissez 6\u00a0articles au plus.",
  },
  notices: {
    created: "Lettre enregistrée en brouillon",
    saved: "Lettre enregistrée",
    tested: (email: string) => `Lettre de test envoyée à ${email}`,
    testFailed: "La lettre de test n'a pas pu partir.",
    smtpMissing: "L'envoi des e-mails n'est pas configuré sur le serveur (SMTP_URL)\u00a0: aucune lettre ne peut partir.",
    scheduled: (when: string) => `Lettre programmée pour le ${when} (heure de Douala)`,
    unscheduled: "Envoi programmé annulé\u00a0: la lettre est redevenue un brouillon.",
    sent: (count: Counted) => `Lettre envoyée\u00a0: elle part vers ${withNoun(count, "abonné confirmé", "abonnés confirmés")}.`,
    notFound: "Cette lettre n'existe pas.",
    notDraft: "Cette lettre est programmée ou déjà envoyée\u00a0: elle ne se modifie plus.",
    alreadySent: "Cette lettre est déjà envoyée.",
    notScheduled: "Cette lettre n'est pas programmée.",
    noRecipients: "Aucun abonné confirmé\u00a0: la lettre n'est partie à personne.",
    adminsOnly:
      "Seul un administrateur peut envoyer une lettre de test, programmer une lettre ou l'envoyer\u00a0: votre compte de rédacteur peut l'écrire et l'enregistrer.",
    scheduleMissing: "Choisissez la date et l'heure d'envoi.",
    scheduleInvalid: "Cette date n'est pas valable\u00a0: choisissez un jour et une heure.",
    scheduleInPast: "Cette date est passée\u00a0: choisissez une heure à venir (heure de Douala).",
  },
  /** What the activity log says each action was done to. */
  activity: {
    letter: (subject: string) => `«\u00a0${subject}\u00a0»`,
    tested: (subject: string, email: string) => `«\u00a0${subject}\u00a0» → ${email}`,
    scheduled: (subject: string, when: string) => `«\u00a0${subject}\u00a0» → ${when}`,
    sent: (subject: string, count: Counted) => `«\u00a0${subject}\u00a0» → ${withNoun(count, "abonné", "abonnés")}`,
  },
} as const;
