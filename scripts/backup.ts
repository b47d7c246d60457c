/**
 * A snapshot of the database now, whatever the schedule: `npm run backup`. Recorded in backup_run (trigger
 * « command ») like a scheduled one, refused while another runs. Prints the snapshot's id, size and duration;
 * exit code 1 when no snapshot was made. Reads the usual settings (DATABASE_URL, else SQLITE_PATH, and the
 * BACKUP_* ones); the site must have started once on this version (its migrations create backup_run).
 */
import { existsSync } from "node:fs";
import { backupText } from "../app/content/backups";
import { runBackup } from "../app/lib/backup/backup.server";
import { openDatabase } from "../app/lib/db/db.server";
import { formatShortDateTime } from "../app/lib/format/date";
import { formatDuration } from "../app/lib/format/duration";
import { formatBytes } from "../app/lib/format/number";
import { backupCommandSettings, commandLogger } from "./backup-settings";

const { config } = backupCommandSettings();

if (!config.DATABASE_URL && !existsSync(config.SQLITE_PATH)) {
  console.error(backupText.databaseMissing(config.SQLITE_PATH));
  process.exit(1);
}

const { db, engine, sqlite, close } = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  const outcome = await runBackup({ db, engine, sqlite, config, logger: commandLogger, trigger: "command" });
  switch (outcome.status) {
    case "succeeded":
      console.log(backupText.done(outcome.snapshotId, formatBytes(outcome.bytes), formatDuration(outcome.durationMs)));
      break;
    case "already-running":
      console.error(
        backupText.alreadyRunning(outcome.run ? formatShortDateTime(new Date(outcome.run.started_at)) : "?", outcome.run?.host ?? "?"),
      );
      process.exitCode = 1;
      break;
    case "failed":
      console.error(backupText.failed(outcome.error));
      process.exitCode = 1;
      break;
    case "not-due":
      // A command's run is always due: never reached.
      process.exitCode = 1;
      break;
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/no such table/i.test(message) ? backupText.noRunTable : backupText.failed(message));
  process.exitCode = 1;
} finally {
  await close();
}
