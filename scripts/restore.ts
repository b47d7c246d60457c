/**
 * Restores a snapshot into a NEW database and checks it:
 *   npm run restore -- <snapshot|latest> [--to <file path or postgres:// URL>] [--force]
 * Default target: a new SQLite file next to SQLITE_PATH, named with the snapshot's time. A PostgreSQL
 * snapshot goes into an empty database named by --to (createdb first). An existing file is never replaced
 * without --force, nor, even then, one a running site holds. Prints the integrity (SQLite), the migrations
 * against this code's, and every table's row count. Never touches the site's own database unless told to.
 */
import { parseArgs } from "node:util";
import { backupText } from "../app/content/backups";
import {
  compareMigrations,
  defaultSqliteTarget,
  describeTarget,
  findSnapshot,
  parseTarget,
  type RestoreTarget,
  restoreSnapshot,
} from "../app/lib/backup/restore.server";
import { databaseFolderOf, tempParentOf } from "../app/lib/backup/snapshot.server";
import { formatShortDateTime } from "../app/lib/format/date";
import { formatDuration } from "../app/lib/format/duration";
import { formatBytes, formatNumber } from "../app/lib/format/number";
import { backupCommandSettings, knownMigrations } from "./backup-settings";

let options: { which: string | undefined; to: string | undefined; force: boolean };
try {
  const { values, positionals } = parseArgs({
    options: { to: { type: "string" }, force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  options = { which: positionals[0], to: values.to, force: values.force ?? false };
  if (positionals.length !== 1) throw new Error("usage");
} catch {
  console.error(backupText.restoreUsage);
  process.exit(1);
}

const { config, settings } = backupCommandSettings();

async function run(which: string): Promise<void> {
  const snapshot = await findSnapshot(settings, which);
  const size = snapshot.bytes === undefined ? backupText.unknownSize : formatBytes(snapshot.bytes);
  console.log(backupText.snapshotHeading(snapshot.shortId, formatShortDateTime(snapshot.time), size));
  let target: RestoreTarget;
  if (options.to) target = parseTarget(options.to);
  else if (snapshot.engine === "sqlite") target = { engine: "sqlite", path: defaultSqliteTarget(config.SQLITE_PATH, snapshot.time) };
  else throw new Error(backupText.postgresNeedsTarget);

  const began = performance.now();
  const restored = await restoreSnapshot({
    settings,
    snapshot,
    target,
    force: options.force,
    tempParent: tempParentOf(config),
    room: {
      databaseFolder: databaseFolderOf({ engine: config.DATABASE_URL ? "postgres" : "sqlite", config }),
      reserveMb: config.DISK_FREE_WARNING_MB,
    },
  });
  console.log(backupText.restoredInto(describeTarget(target), formatDuration(performance.now() - began)));
  if (restored.keptAs) console.log(backupText.keptAs(restored.keptAs));
  console.log(restored.integrity === undefined ? backupText.integrityNotApplicable : backupText.integrityOk);
  const migrations = compareMigrations(restored.migrations, knownMigrations());
  if (migrations.status === "up-to-date") console.log(backupText.migrationsUpToDate(migrations.latest));
  else if (migrations.status === "behind") console.log(backupText.migrationsBehind(migrations.missing.join(", ")));
  else if (migrations.status === "ahead") console.log(backupText.migrationsAhead(migrations.unknown.join(", ")));
  else console.log(backupText.migrationsNone);
  console.log(backupText.rowsHeading);
  const width = Math.max(...restored.tables.map((table) => table.name.length));
  for (const table of restored.tables) console.log(backupText.rowLine(table.name.padEnd(width), formatNumber(table.rows)));
  console.log(backupText.howToUse(describeTarget(target)));
}

try {
  await run(options.which ?? "latest");
} catch (error) {
  console.error(backupText.restoreFailed(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
