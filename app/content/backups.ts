import { type Counted, withNoun } from "./counted";

/**
 * The backups' words (app/lib/backup, `npm run backup`, `npm run backups`, `npm run restore`): what the
 * commands print in a terminal and the reason of a failed run kept in `backup_run.error`, which « Santé »
 * shows. Sizes, dates and durations arrive formatted (app/lib/format).
 */
export const backupText = {
  notConfigured:
    "Les sauvegardes ne sont pas réglées\u00a0: définissez BACKUP_REPOSITORY (le dépôt restic) et BACKUP_PASSWORD_FILE (le fichier de son mot de passe), voir docs/operations.md.",
  resticMissing: "restic est introuvable sur cette machine\u00a0: installez-le (apt-get install restic).",
  toolMissing: (tool: string) => `${tool} est introuvable sur cette machine\u00a0: installez les outils de PostgreSQL 15.`,
  resticFailed: (step: string, detail: string) => `restic a échoué (${step})\u00a0: ${detail}`,
  toolFailed: (tool: string, detail: string) => `${tool} a échoué\u00a0: ${detail}`,
  noSqliteConnection: "La copie SQLite demande la connexion better-sqlite3 du site (openDatabase la donne).",
  noRoom: (folder: string, free: string, needed: string) =>
    `Pas assez de place dans ${folder} pour la copie de la base\u00a0: ${free} libres, il en faut ${needed}.`,
  noRoomOnDatabaseDisk: (folder: string, free: string, needed: string, reserve: string) =>
    `Le dossier temporaire ${folder} est sur le disque de la base\u00a0: ${free} libres, et la copie (${needed}) y laisserait moins de ${reserve} (DISK_FREE_WARNING_MB). Réglez BACKUP_TEMP_DIR sur un autre disque, ou libérez de la place.`,
  interrupted: "Sauvegarde interrompue\u00a0: le site s'arrêtait.",
  stale: "Sauvegarde interrompue\u00a0: son processus s'est arrêté sans la finir (plus de signe de vie).",
  noSnapshotId: "restic n'a pas donné l'identifiant de l'instantané.",

  // npm run backup
  done: (id: string, size: string, duration: string) => `Sauvegarde faite\u00a0: instantané ${id}, ${size}, en ${duration}.`,
  alreadyRunning: (since: string, host: string) =>
    `Une sauvegarde est déjà en cours (commencée le ${since} par ${host})\u00a0: rien de plus n'a été fait.`,
  failed: (reason: string) => `La sauvegarde a échoué\u00a0: ${reason}`,
  databaseMissing: (path: string) =>
    `Base introuvable\u00a0: ${path} (réglez SQLITE_PATH ou DATABASE_URL, et démarrez le site une fois pour créer ses tables).`,
  noRunTable: "La table backup_run manque\u00a0: démarrez une fois le site dans cette version, qui applique ses migrations.",

  // npm run backups
  snapshotsHeading: (count: Counted) => `Instantanés du dépôt (${withNoun(count, "instantané", "instantanés")})\u00a0:`,
  noSnapshots: "Aucun instantané dans le dépôt pour l'instant (npm run backup en fait un).",
  snapshotLine: (id: string, date: string, size: string, engine: string) => `  ${id}   ${date}   ${size}   ${engine}`,
  unknownSize: "taille inconnue",
  runsHeading: "Dernières sauvegardes (table backup_run)\u00a0:",
  noRuns: "  aucune pour l'instant.",
  runLine: (date: string, trigger: string, status: string, detail: string) => `  ${date}   ${trigger}   ${status}${detail}`,
  runStatus: { running: "en cours", succeeded: "réussie", failed: "échouée" },
  runTrigger: { schedule: "planifiée", command: "commande " },
  runsUnreadable: (reason: string) => `Les dernières sauvegardes ne peuvent pas être lues (la base ne répond pas)\u00a0: ${reason}`,

  // npm run restore
  restoreUsage:
    "Usage\u00a0: npm run restore -- <instantané|latest> [--to <fichier .db ou postgres://…>] [--force]\nnpm run backups liste les instantanés.",
  emptyRepository: "Le dépôt ne contient encore aucun instantané.",
  snapshotNotFound: (which: string) => `Aucun instantané «\u00a0${which}\u00a0» dans le dépôt (npm run backups les liste).`,
  snapshotAmbiguous: (which: string) => `Plusieurs instantanés commencent par «\u00a0${which}\u00a0»\u00a0: donnez plus de caractères.`,
  notOurSnapshot: (id: string) => `L'instantané ${id} ne contient ni site.db ni site.pgdump\u00a0: ce n'est pas une sauvegarde du site.`,
  engineMismatch: (id: string, engine: string) =>
    `L'instantané ${id} est une copie ${engine}\u00a0: --to doit nommer ${engine === "PostgreSQL" ? "une base postgres://… vide" : "un fichier SQLite"}.`,
  postgresNeedsTarget:
    "Cet instantané est une copie PostgreSQL\u00a0: précisez --to postgres://utilisateur@hôte/base, une base vide créée pour l'occasion (createdb).",
  targetExists: (target: string) =>
    `${target} existe déjà\u00a0: la restauration n'écrase pas une base. Choisissez un autre --to, ou ajoutez --force pour la remplacer.`,
  /** Added to the name of a database that `restore --force` replaced, kept beside it. */
  replacedSuffix: "avant-restauration",
  keptAs: (path: string) =>
    `L'ancienne base est gardée sous ${path} (avec son journal)\u00a0: supprimez-la une fois la restauration vérifiée.`,
  targetInUse: (target: string) =>
    `${target} est ouvert par un site en marche (ou un autre programme)\u00a0: arrêtez-le d'abord. Même --force ne remplace pas une base ouverte.`,
  targetFolderMissing: (folder: string) => `Le dossier ${folder} n'existe pas.`,
  postgresNotEmpty: (database: string) =>
    `La base ${database} n'est pas vide\u00a0: restaurez dans une base neuve (createdb), jamais par-dessus des tables existantes.`,
  postgresInUse: (database: string, count: string) =>
    `La base ${database} a d'autres connexions ouvertes (${count})\u00a0: est-ce celle d'un site en marche\u00a0? Ajoutez --force si ce n'est pas le cas.`,
  integrityFailed: (detail: string) => `La copie restaurée est abîmée (PRAGMA integrity_check)\u00a0: ${detail}`,
  snapshotHeading: (id: string, date: string, size: string) => `Instantané ${id} du ${date} (${size})`,
  restoredInto: (target: string, duration: string) => `Restauré dans ${target} en ${duration}.`,
  integrityOk: "Intégrité\u00a0: ok (PRAGMA integrity_check).",
  integrityNotApplicable: "Intégrité\u00a0: pg_restore a tout rechargé sans erreur, dans une seule transaction.",
  migrationsUpToDate: (migration: string) => `Migrations\u00a0: à jour (${migration}).`,
  migrationsBehind: (migrations: string) => `Migrations\u00a0: il manque ${migrations}, que le site appliquera lui-même à son démarrage.`,
  migrationsAhead: (migrations: string) =>
    `Migrations\u00a0: la copie en a que ce code ne connaît pas (${migrations})\u00a0: elle vient d'une version plus récente du site, à démarrer avec cette version-là.`,
  migrationsNone: "Migrations\u00a0: aucune (table kysely_migration absente)\u00a0: est-ce bien une base du site\u00a0?",
  rowsHeading: "Lignes par table\u00a0:",
  rowLine: (table: string, rows: string) => `  ${table}   ${rows}`,
  howToUse: (target: string) =>
    `Pour s'en servir\u00a0: arrêtez le site, faites pointer SQLITE_PATH (ou DATABASE_URL) vers ${target}, puis redémarrez-le.`,
  restoreFailed: (reason: string) => `La restauration a échoué\u00a0: ${reason}`,
};
