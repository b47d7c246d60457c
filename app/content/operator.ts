/**
 * Messages for whoever runs the server: settings refused at start-up, what a launch lacks, the start-up's
 * warnings, a Node.js that cannot run the site. Written for a terminal and the logs (some keep a plain space
 * before a colon, a path in parentheses, « npm start » with plain spaces), and read as they are by their tests
 * (app/lib/config.server.test.ts, app/lib/launch-check.server.test.ts, server/require-node-24.test.ts):
 * typography.test.ts leaves this module out of its spacing and number rules.
 */

/**
 * What a launch still lacks (app/lib/launch-check.server.ts): refused or warned at a production start,
 * printed by `npm run doctor`, shown in the admin's 'Santé' view.
 */
export const launchText = {
  loopbackSiteUrl: (siteUrl: string) =>
    `SITE_URL vaut ${siteUrl}, une adresse de cette machine\u00a0: mettez l'adresse publique du site, par exemple https://kheops.cm (liens canoniques, partages, sitemap)`,
  httpSiteUrl: (siteUrl: string) => `SITE_URL doit commencer par https:// (${siteUrl})\u00a0: le site est servi en HTTPS`,
  noSecret: (minimum: number) =>
    `SESSION_SECRET n'est pas défini\u00a0: il signe les cookies du site\u00a0; tirez-en un d'au moins ${minimum} caractères (openssl rand -base64 48)`,
  weakSecret: (minimum: number) =>
    `SESSION_SECRET est trop faible\u00a0: au moins ${minimum} caractères tirés au hasard (openssl rand -base64 48)`,
  noPassword:
    "ADMIN_PASSWORD n'est pas défini\u00a0: sur une base neuve, aucun premier compte ne sera créé et /admin restera fermé (ou créez-le avec npm run staff). Une fois les comptes créés, il n'est plus utile.",
  weakPassword: (minimum: number) =>
    `ADMIN_PASSWORD est trop faible\u00a0: au moins ${minimum} caractères, ni un mot de passe courant ni une suite de chiffres (une phrase de passe convient)`,
  /** What each public setting still at its example value would show visitors. */
  exampleLabels: {
    AGENCY_PHONE: "le téléphone affiché",
    AGENCY_EMAIL: "l'e-mail affiché",
    WHATSAPP_NUMBER: "le numéro WhatsApp",
    COMPANY_RCCM: "le numéro RCCM des mentions légales",
    COMPANY_NIU: "le NIU des mentions légales",
    CHECKOUT_URL_SALES_METHOD: "le lien de paiement de « La méthodologie de la vente »",
    CHECKOUT_URL_COMMUNITY_MANAGER: "le lien de paiement de « Community Manager de Choc »",
  },
  exampleValue: (name: string, value: string, label: string) =>
    `${name} garde la valeur d'exemple de .env.example (${value})\u00a0: ${label} n'est pas le vrai`,
  noLeadChannel:
    "Ni SMTP_URL ni FORMS_WEBHOOK_URL\u00a0: les demandes des visiteurs sont enregistrées mais personne n'est prévenu (seule l'administration les montre)",
  noConfirmationMail:
    "Pas de SMTP_URL\u00a0: aucun lien de confirmation ne part, les inscriptions à la newsletter sont enregistrées mais restent en attente (et sont supprimées au bout de 30\u00a0jours sans confirmation)",
  noBackup:
    "Ni BACKUP_REPOSITORY ni BACKUP_PASSWORD_FILE\u00a0: rien n'est sauvegardé, un disque perdu emporte les demandes, les articles et les comptes\u00a0; réglez le dépôt restic et le fichier de son mot de passe (docs/operations.md, « Backups and restore »)",
};

/** The settings' own refusals (app/lib/config.server.ts), one line per bad variable. */
export const settingsText = {
  invalid: (lines: string) => `Configuration invalide :\n${lines}`,
  url: (name: string) => `${name} doit être une adresse http(s) complète, par exemple https://exemple.cm`,
  number: (name: string) => `${name} doit être un nombre`,
  wholeNumber: (name: string, min: number, max: number) => `${name} doit être un nombre entier compris entre ${min} et ${max}`,
  email: (name: string) => `${name} doit être une adresse e-mail valide`,
  localPreview: "LOCAL_PREVIEW vaut 1 (aperçu local) ou 0",
  port: "PORT doit être compris entre 0 et 65535",
  databaseUrl: "DATABASE_URL doit commencer par postgres:// ou postgresql://",
  agencyPhone: "AGENCY_PHONE doit contenir un numéro de téléphone",
  whatsappNumber: "WHATSAPP_NUMBER doit contenir uniquement des chiffres, indicatif compris (ex. 237699000000)",
  smtpUrl: "SMTP_URL doit commencer par smtp:// ou smtps://, par exemple smtps://utilisateur:motdepasse@smtp.exemple.cm:465",
  retentionWhole: "ANALYTICS_RETENTION_DAYS doit être un nombre entier de jours",
  retentionRange: "ANALYTICS_RETENTION_DAYS doit être compris entre 30 et 3650 jours",
  headersTimeout: "HTTP_HEADERS_TIMEOUT_MS ne peut pas dépasser HTTP_REQUEST_TIMEOUT_MS\u00a0: les en-têtes font partie de la requête",
  trustProxy:
    "TRUST_PROXY doit valoir false, le nombre de proxys devant le site (par exemple 1) ou leurs adresses séparées par des virgules (par exemple 127.0.0.1,10.0.0.0/8) ; true n'est pas accepté, car la première adresse de X-Forwarded-For est écrite par le visiteur",
  previewAddress: (siteUrl: string) =>
    `- LOCAL_PREVIEW : un aperçu local tourne sur cette machine, avec SITE_URL sur localhost ; pour ${siteUrl}, retirez LOCAL_PREVIEW (un lancement)`,
  aiTogether: "- AI_API_URL, AI_API_KEY, AI_MODEL : les trois ensemble, ou aucun (les suggestions du modèle de langue sont facultatives)",
  backupTogether: "- BACKUP_REPOSITORY, BACKUP_PASSWORD_FILE : les deux ensemble, ou aucun (le dépôt restic et son mot de passe)",
};

/** What the start-up logs (server/app.ts, server/notice-untrusted-proxy.ts, app/lib/db/migrate.server.ts). */
export const startupText = {
  launchWarning: (warning: string) => `À régler avant le lancement : ${warning}`,
  localPreview: "aperçu local (LOCAL_PREVIEW=1) : ce n'est pas un lancement ; npm run doctor dit ce qu'il manque",
  untrustedProxy:
    "Des requêtes arrivent par un proxy (en-tête X-Forwarded-For) mais TRUST_PROXY n'est pas réglé : tous les visiteurs ont l'adresse du proxy et partagent les limites par adresse (cinq mauvais mots de passe bloquent toute l'équipe 15 minutes). Derrière un nginx, réglez TRUST_PROXY=1 puis redémarrez.",
  unknownMigration: "inconnue",
  migrationFailed: (migration: string, cause: string) => `Migration ${migration} en échec : ${cause}`,
  /** A production start that finds the marker of a database (app/lib/db/start-marker.server.ts) but no database. */
  databaseGone: (where: string, marker: string, since: string) =>
    [
      `Démarrage refusé : le marqueur ${marker} dit que ce serveur a une base de données (créée le ${since}), mais ${where} est absente ou vide.`,
      "Rien n'a été créé : démarrer sur une base vide montrerait aux visiteurs un site sans ses articles, perdrait les demandes et ouvrirait un nouveau premier compte avec ADMIN_PASSWORD.",
      "- Pour retrouver les données : npm run restore -- latest (docs/operations.md, « Backups and restore »), puis redémarrez.",
      `- Pour démarrer exprès sur une base vide : supprimez ${marker}, puis redémarrez.`,
    ].join("\n"),
  newEmptyDatabase: (where: string) =>
    `Nouvelle base de données vide créée (${where}). Si ce site avait déjà des données, elles ne sont pas là : arrêtez-le et restaurez la dernière sauvegarde (npm run restore -- latest, docs/operations.md « Backups and restore »).`,
  markerNotWritten: (marker: string) =>
    `Le marqueur ${marker} n'a pas pu être écrit : tant que son dossier n'est pas accessible en écriture, rien n'empêche un démarrage sur une base perdue de repartir de zéro (deploy/systemd : StateDirectory).`,
  markerReplaced: (marker: string) =>
    `Le marqueur ${marker} désignait une autre base de données : il désigne maintenant celle-ci (restaurée d'une sauvegarde antérieure au marqueur, ou un autre DATABASE_URL). Si ce n'est pas voulu, arrêtez le site.`,
};

/** A Node.js that cannot run the site (server/require-node-24.ts), three lines on standard error. */
export const nodeVersionText = {
  required: (major: number, minor: number, version: string) =>
    `Ce site demande Node.js ${major} (${major}.${minor} ou plus récent), et ce processus tourne sous Node.js ${version}.`,
  install: (major: number) =>
    `Le projet installe lui-même Node.js ${major} (npm ci) : lancez le site avec « npm start » (ou « npm run preview », « npm run dev »),`,
  run: "et un fichier à la main avec « npx node <fichier> », jamais avec le « node » de la machine.",
};
