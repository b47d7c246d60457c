import { type Counted, withNoun } from "../counted";

const leadStatusAgreed = { new: "nouvelle", handled: "traitée", archived: "archivée" };

/** Texts of the agency's desk in the admin: leads, subscribers, audience, health. */
export const deskText = {
  /** A form whose action the page does not know (an old tab, a forged post): nothing is changed. */
  unknownAction: "Cette action n'est pas possible sur cette page\u00a0: rien n'a été modifié.",
  nav: {
    label: "Sections de l'administration",
    articles: "Articles et images",
    leads: "Demandes",
    subscribers: "Abonnés",
    audience: "Audience",
    health: "Santé",
    newLeads: (count: Counted) => withNoun(count, "nouvelle", "nouvelles"),
  },
  kinds: { contact: "Contact", newsletter: "Newsletter", subscription: "Souscription" },
  statuses: { new: "Nouveau", handled: "Traité", archived: "Archivé" },
  deliveryChannels: { email: "E-mail", webhook: "Webhook" } as Record<string, string>,
  deliveryStatuses: { pending: "En attente", delivered: "Envoyé", failed: "Échec" } as Record<string, string>,
  /** A delivery's last error, read for the staff (app/admin/desk/delivery-error.ts). */
  deliveryErrors: {
    httpStatus: (status: number) =>
      status >= 500
        ? `Le service destinataire a rencontré une erreur (code ${status})\u00a0; il sera réessayé.`
        : `Le service destinataire a refusé l'envoi (code ${status})\u00a0: vérifiez son adresse et ses réglages.`,
    refused: "Le service destinataire n'a pas accepté la connexion\u00a0: il est arrêté ou son adresse est fausse.",
    unknownHost: "L'adresse du service destinataire est introuvable\u00a0: vérifiez son nom.",
    timeout: "Le service destinataire n'a pas répondu à temps.",
    authRefused: "Le serveur de messagerie a refusé l'identifiant ou le mot de passe de SMTP_URL.",
    tls: "La connexion chiffrée avec le service destinataire a échoué.",
    notConfigured: "Ce canal n'est plus configuré sur le serveur.",
    other: "L'envoi a échoué.",
  },
  /** The first line of the CSV exports, a column's title each (app/admin/desk/csv.ts, app/admin/desk/subscribers.server.ts). */
  csvHeaders: {
    leads: ["Date", "Type", "E-mail", "Nom", "Résumé", "Détails"],
    subscribers: ["E-mail", "Origine", "Date d'inscription", "État", "Consentement", "Date de confirmation"],
  },
  /** Under a list the server pages (Demandes, Abonnés). */
  /** The label of a daily chart (app/admin/desk/daily-chart.tsx), read by screen readers. */
  chart: {
    summary: (title: string, total: string, days: number, details: string, peakDay: string, peak: string) =>
      `${title}\u00a0: ${total} au total sur ${days}\u00a0jours${details}\u00a0; pic le ${peakDay} avec ${peak}.`,
    empty: (title: string, days: number) => `${title}\u00a0: aucune donnée sur ces ${days}\u00a0jours.`,
    bar: (label: string, day: string, value: string) => `${label}, ${day}\u00a0: ${value}`,
  },
  pager: {
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    previous: "Page précédente",
    next: "Page suivante",
  },
  leads: {
    title: "Demandes",
    intro: "Chaque message de contact, inscription à la newsletter et demande de souscription, du plus récent au plus ancien.",
    filters: "Filtrer les demandes",
    kind: "Type",
    status: "Statut",
    all: "Tous",
    search: "Rechercher",
    searchPlaceholder: "Nom, e-mail ou texte",
    apply: "Filtrer",
    reset: "Effacer les filtres",
    export: "Exporter en CSV",
    empty: "Aucune demande ne correspond à ces critères.",
    count: (total: Counted) => withNoun(total, "demande", "demandes"),
    open: "Ouvrir",
    back: "Retour aux demandes",
    received: "Reçue le",
    fields: "Contenu de la demande",
    metadata: "Contexte",
    reply: "Répondre par e-mail",
    whatsapp: "Écrire sur WhatsApp",
    staffStatus: "Suivi par l'équipe",
    /** The request (« la demande ») is feminine: « traitée », not the status label « Traité ». */
    /** The subject of the answer the reply link prepares; a plain space, as tests/e2e/admin-desk.spec.ts reads it. */
    replySubject: (subject: string) => `Re : ${subject}`,
    markAs: (status: keyof typeof leadStatusAgreed) => `Marquer comme ${leadStatusAgreed[status]}`,
    history: "Historique",
    noHistory: "Aucun changement de statut pour l'instant.",
    changedBy: (who: string, when: string) => `${who}, le ${when}`,
    deliveries: "Transmissions à l'agence",
    noDeliveries: "Aucune transmission configurée pour cette demande.",
    attempts: (count: Counted) => withNoun(count, "tentative", "tentatives"),
    nextTry: "Prochain essai le",
    lastError: "Dernière erreur",
    deliveredAt: "Envoyée le",
    resend: "Renvoyer",
    resent: "Transmission remise dans la file d'envoi",
    notFailed: "Seule une transmission en échec peut être renvoyée.",
    statusChanged: (status: keyof typeof leadStatusAgreed) => `Demande marquée comme ${leadStatusAgreed[status]}`,
    notFound: "Cette demande n'existe pas.",
  },
  subscribers: {
    title: "Abonnés à la newsletter",
    intro:
      "Les adresses inscrites depuis le site. Une adresse «\u00a0en attente\u00a0» n'a pas encore cliqué sur le lien de son e-mail de confirmation\u00a0: elle ne reçoit pas la newsletter, n'est pas comptée parmi les abonnés confirmés ni exportée, et elle est supprimée au bout de 30\u00a0jours. Une adresse «\u00a0refusée\u00a0» a été rejetée pour de bon par son serveur de messagerie\u00a0: elle ne reçoit plus les lettres, sauf si elle se réinscrit. Une adresse désinscrite ou retirée n'apparaît plus dans les exports.",
    bySource: "Par provenance, abonnés confirmés",
    search: "Rechercher une adresse",
    apply: "Rechercher",
    empty: "Aucun abonné pour l'instant.",
    emptySearch: "Aucune adresse ne correspond à cette recherche.",
    /** The newsletter forms, by the source they send. */
    sources: { Footer: "Pied de page", Homepage: "Page d'accueil", Blog: "Kheopscope" } as Record<string, string>,
    /** The people who get the letters. */
    count: (total: Counted) => `${withNoun(total, "abonné confirmé", "abonnés confirmés")} (reçoivent la newsletter)`,
    waitingCount: (total: Counted) => `${withNoun(total, "adresse", "adresses")} en attente de confirmation (ne reçoivent rien)`,
    bouncingCount: (total: Counted) =>
      `${withNoun(total, "adresse refusée", "adresses refusées")} par leur serveur (ne reçoivent plus rien)`,
    unsubscribedCount: (total: Counted) => `${withNoun(total, "désinscrit", "désinscrits")}`,
    export: "Exporter les abonnés confirmés en CSV",
    states: { waiting: "en attente", confirmed: "confirmé", bouncing: "adresse refusée", unsubscribed: "désinscrit" },
    origins: {
      "double-opt-in": "confirmé par le lien envoyé par e-mail",
      "before-double-opt-in": "inscrit avant les e-mails de confirmation",
    },
    state: "État",
    origin: "Consentement",
    email: "Adresse",
    source: "Provenance",
    date: "Inscription",
    unsubscribeLink: "Lien de désinscription",
    unsubscribeHint: "À placer dans vos envois\u00a0: il désinscrit cette adresse sans connexion.",
    remove: "Retirer",
    removed: "Abonné retiré",
    alreadyRemoved: "Cette adresse n'est pas, ou plus, inscrite.",
  },
  audience: {
    title: "Audience",
    intro:
      "Mesurée à partir des visites des personnes qui ont accepté les cookies de mesure\u00a0; les autres ne sont pas comptées. Chaque visiteur compte une fois par jour, quel que soit le nombre de pages ou de clics\u00a0: une même connexion (un bureau, une famille) compte pour un visiteur.",
    pageViews: "Visiteurs par jour (30 derniers jours)",
    views: "Visiteurs",
    leadsPerDay: "Demandes par jour (30 derniers jours)",
    topPages: "Pages les plus visitées",
    topArticles: "Articles les plus lus",
    purchases: "Clics sur «\u00a0Acheter maintenant\u00a0» par e-book",
    plans: "Forfaits\u00a0: clics et souscriptions",
    subscriptions: "Souscriptions",
    page: "Page",
    article: "Article",
    likes: "J'aime",
    ebook: "E-book",
    clicks: "Clics",
    plan: "Forfait",
    period: "Période",
    none: "Rien de mesuré sur la période.",
  },
  health: {
    title: "Santé du site",
    untrustedProxy: "Un proxy non déclaré est devant le site",
    untrustedProxyText: (since: string) =>
      `Depuis le ${since}, des requêtes arrivent par un proxy (en-tête X-Forwarded-For) alors que TRUST_PROXY n'est pas réglé\u00a0: tous les visiteurs ont l'adresse du proxy et partagent les limites par adresse (cinq mauvais mots de passe bloquent toute l'équipe 15\u00a0minutes). Derrière un nginx, réglez TRUST_PROXY=1 puis redémarrez le site.`,
    sessions: "Sessions de l'équipe",
    sessionsIntro:
      "Après un changement de mot de passe, la perte d'un téléphone ou un doute, fermez toutes les sessions ouvertes\u00a0: chacun devra se reconnecter, sur chaque appareil, vous compris.",
    logoutEverywhere: "Se déconnecter partout",
    channels: "Services configurés",
    configured: "Configuré",
    missing: "Non configuré",
    smtp: "Envoi des e-mails (SMTP_URL)",
    webhook: "Webhook des formulaires (FORMS_WEBHOOK_URL)",
    ga4: "Transfert vers Google Analytics 4 (GA4_MEASUREMENT_ID, GA4_API_SECRET)",
    unsplash: "Recherche d'images Unsplash (UNSPLASH_ACCESS_KEY)",
    pexels: "Recherche d'images Pexels (PEXELS_API_KEY)",
    pixabay: "Recherche d'images Pixabay (PIXABAY_API_KEY)",
    ai: "Suggestions du modèle de langue (AI_API_URL, AI_API_KEY, AI_MODEL)",
    outbox: "File d'envoi des demandes",
    pending: "En attente",
    delivered: "Envoyées",
    failed: "En échec",
    oldestPending: "Plus ancienne en attente",
    nonePending: "Aucune transmission en attente.",
    testEmail: "Envoyer un e-mail de test",
    testRecipient: "Destinataire (facultatif, LEADS_MAIL_TO par défaut)",
    testSent: "E-mail de test envoyé. Réponse du serveur\u00a0:",
    launch: "Prêt pour le lancement\u00a0?",
    launchProblems: "À régler\u00a0: le site refuse de démarrer en production tant que ces réglages manquent",
    launchWarnings: "À vérifier\u00a0: le site tourne, mais les visiteurs voient des valeurs d'exemple ou un service manque",
    launchReady: "Tout ce qu'un lancement demande est réglé.",
    launchDoctor: "La même vérification, sans démarrer le site\u00a0: npm run doctor.",
    /** The backups of `backup_run` (app/admin/desk/backups.server.ts). */
    backups: {
      title: "Sauvegardes",
      notConfigured: "Rien n'est sauvegardé.",
      notConfiguredText:
        "Aucune sauvegarde n'est configurée\u00a0: si le disque du serveur est perdu, les demandes, les articles et les comptes de l'équipe le sont aussi. Réglez BACKUP_REPOSITORY (le dépôt restic) et BACKUP_PASSWORD_FILE (le fichier de son mot de passe), puis redémarrez le site\u00a0; la marche à suivre est dans docs/operations.md, «\u00a0Backups and restore\u00a0».",
      none: "Aucune sauvegarde n'a encore réussi.",
      noneText:
        "Les sauvegardes sont configurées, mais aucun instantané n'est encore enregistré dans le dépôt\u00a0: voyez le dernier échec ci-dessous et les journaux du site, ou lancez-en une avec npm run backup.",
      tooOld: (limitHours: Counted) => `La dernière sauvegarde réussie a plus de ${withNoun(limitHours, "heure", "heures")}.`,
      tooOldText:
        "Les sauvegardes suivantes ont échoué ou n'ont pas été lancées\u00a0: voyez le dernier échec ci-dessous et les journaux du site, puis lancez-en une avec npm run backup.",
      lastGood: "Dernière sauvegarde réussie",
      never: "Aucune",
      size: "Taille",
      snapshot: "Instantané restic",
      interval: "Fréquence prévue",
      every: (hours: Counted) => (hours.value === 1 ? "toutes les heures" : `toutes les ${withNoun(hours, "heure", "heures")}`),
      unknown: "inconnue",
      running: (since: string) => `Une sauvegarde est en cours depuis le ${since}.`,
      lastFailure: "Dernier échec",
      interrupted: "Interrompue\u00a0: le processus s'est arrêté en cours de route (redémarrage, arrêt du serveur, mémoire épuisée).",
    },
    /** The disk of the database or of the site's state folder (app/lib/ops/disk-space.server.ts). */
    disk: {
      title: "Disque",
      free: "Espace libre",
      total: "Taille du disque",
      sqlite: (folder: string) => `Le disque qui porte la base de données (dossier ${folder}).`,
      postgres: (folder: string) =>
        `Le disque du dossier d'état du site (${folder}). Celui du serveur PostgreSQL n'est pas visible d'ici\u00a0: surveillez-le chez son hébergeur.`,
      low: "Le disque est presque plein.",
      lowText: (threshold: string) =>
        `Il reste moins de ${threshold} (DISK_FREE_WARNING_MB)\u00a0: un disque plein empêche d'enregistrer les demandes des visiteurs et les sauvegardes. Libérez de la place ou agrandissez le disque.`,
      unreadable: "L'espace du disque n'a pas pu être lu\u00a0: le dossier n'existe pas ou le site n'a pas le droit de le lire.",
    },
  },
} as const;

/** The test e-mail of the health view, and what the staff read when it cannot leave (app/admin/desk/health.server.ts). */
export const testMailText = {
  subject: "Test d'envoi depuis l'administration Kheops Digital",
  body: [
    "Bonjour,",
    "",
    "Cet e-mail a été envoyé depuis l'administration du site Kheops Digital pour vérifier l'envoi des e-mails.",
    "S'il vous est parvenu, les demandes des visiteurs (contact, newsletter, souscriptions) partent bien par ce serveur de messagerie.",
    "",
    "Aucune action n'est nécessaire.",
    "",
  ].join("\n"),
  notConfigured: "SMTP n'est pas configuré (SMTP_URL).",
  badRecipient: "L'adresse du destinataire n'est pas une adresse e-mail valide.",
  refused: (answer: string) => `Le serveur de messagerie a refusé l'envoi\u00a0: ${answer}`,
  authRefused: (answer: string) => `Le serveur de messagerie a refusé l'identifiant ou le mot de passe de SMTP_URL\u00a0: ${answer}`,
  connectionRefused:
    "Impossible de joindre le serveur de messagerie\u00a0: la connexion a été refusée (vérifiez l'hôte et le port de SMTP_URL).",
  unknownHost: "Impossible de joindre le serveur de messagerie\u00a0: son nom est introuvable (vérifiez l'hôte de SMTP_URL).",
  timeout: (seconds: Counted) => `Le serveur de messagerie n'a pas répondu en ${withNoun(seconds, "seconde", "secondes")}.`,
  tls: (detail: string) => `La connexion chiffrée avec le serveur de messagerie a échoué\u00a0: ${detail}`,
  connection: (detail: string) => `La connexion avec le serveur de messagerie a échoué\u00a0: ${detail}`,
  other: (detail: string) => `L'envoi de l'e-mail de test a échoué\u00a0: ${detail}`,
};
