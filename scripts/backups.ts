/**
 * The repository's snapshots and the last backup runs: `npm run backups`. Dates in Douala, sizes as stored.
 * The runs come from backup_run when the database answers; the snapshots need only the repository.
 */
import { existsSync } from "node:fs";
import { backupText } from "../app/content/backups";
import { listSnapshots } from "../app/lib/backup/restic.server";
import { lastRuns } from "../app/lib/backup/runs.server";
import { openDatabase } from "../app/lib/db/db.server";
import { formatShortDateTime } from "../app/lib/format/date";
import { formatDuration } from "../app/lib/format/duration";
import { formatBytes } from "../app/lib/format/number";
import { counted } from "../app/lib/format/plural";
import { backupCommandSettings } from "./backup-settings";

const { config, settings } = backupCommandSettings();

async function printSnapshots(): Promise<void> {
  const snapshots = await listSnapshots(settings);
  if (snapshots.length === 0) {
    console.log(backupText.noSnapshots);
    return;
  }
  console.log(backupText.snapshotsHeading(counted(snapshots.length)));
  for (const snapshot of [...snapshots].reverse()) {
    const size = snapshot.bytes === undefined ? backupText.unknownSize : formatBytes(snapshot.bytes);
    console.log(backupText.snapshotLine(snapshot.shortId, formatShortDateTime(snapshot.time), size, snapshot.fileName ?? "?"));
  }
}

async function printRuns(): Promise<void> {
  if (!config.DATABASE_URL && !existsSync(config.SQLITE_PATH)) return;
  const { db, close } = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    const runs = await lastRuns(db, 10);
    console.log(`\n${backupText.runsHeading}`);
    if (runs.length === 0) console.log(backupText.noRuns);
    for (const run of runs) {
      const took = run.finished_at ? formatDuration(new Date(run.finished_at).getTime() - new Date(run.started_at).getTime()) : "";
      const detail =
        run.status === "succeeded"
          ? ` ${run.snapshot_id ?? ""} ${formatBytes(Number(run.bytes ?? 0))} ${took}`
          : run.status === "failed"
            ? ` ${run.error ?? ""}`
            : ` ${run.host}`;
      console.log(
        backupText.runLine(
          formatShortDateTime(new Date(run.started_at)),
          backupText.runTrigger[run.trigger],
          backupText.runStatus[run.status],
          detail,
        ),
      );
    }
  } catch (error) {
    console.log(`\n${backupText.runsUnreadable(error instanceof Error ? error.message : String(error))}`);
  } finally {
    await close();
  }
}

try {
  await printSnapshots();
  await printRuns();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
