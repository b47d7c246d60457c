import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { backupText } from "~/content/backups";
import type { Config } from "../config.server";
import type { Engine } from "../db/db.server";
import type { BackupRunTable, BackupTrigger, Database } from "../db/schema";
import { applyRetention, keepPolicyOf, ResticError, resticSettingsOf, storeSnapshot } from "./restic.server";
import { claimRun, failStaleRuns, finishRun, HEARTBEAT_MS, runHost, touchRun } from "./runs.server";
import { BackupError, makeTempFolder, takeSnapshot, tempParentOf, withoutSecrets } from "./snapshot.server";

export type BackupConfig = Pick<
  Config,
  | "BACKUP_REPOSITORY"
  | "BACKUP_PASSWORD_FILE"
  | "BACKUP_INTERVAL_HOURS"
  | "BACKUP_KEEP_DAILY"
  | "BACKUP_KEEP_WEEKLY"
  | "BACKUP_KEEP_MONTHLY"
  | "BACKUP_TEMP_DIR"
  | "DISK_FREE_WARNING_MB"
  | "DATABASE_URL"
  | "SQLITE_PATH"
>;

export type BackupLogger = Pick<Logger, "info" | "warn" | "error">;

export interface BackupDeps {
  db: Kysely<Database>;
  engine: Engine;
  /** SQLite: the raw connection of `db` (openDatabase's `sqlite`), whose online backup takes the copy. */
  sqlite?: SQLite.Database;
  config: BackupConfig;
  logger: BackupLogger;
  trigger: BackupTrigger;
  /** The run's clock (its rows' times and the snapshot's time); the tests move it, so nothing waits. */
  now?: () => Date;
  /** Aborted when the site stops: the run ends at once, failed. */
  signal?: AbortSignal;
  heartbeatMs?: number;
}

export type BackupOutcome =
  | { status: "succeeded"; runId: string; snapshotId: string; bytes: number; durationMs: number }
  | { status: "failed"; runId: string; error: string }
  | { status: "already-running"; run?: BackupRunTable }
  | { status: "not-due" };

/** What a person reads of a failure: our own French message, or restic's or the database's, without a secret. */
function reasonOf(error: unknown, databaseUrl: string | undefined): string {
  const text = error instanceof Error ? error.message : String(error);
  return withoutSecrets(text, databaseUrl).slice(0, 2_000);
}

/**
 * One backup, recorded in `backup_run`: first marks failed the runs whose process died, then claims the run
 * (a command's always, unless one is running; a scheduled one only when it is due: runs.server.ts), touches
 * its heartbeat while it works, copies the database into a temporary folder (snapshot.server.ts), stores the
 * copy with restic and applies the retention, then marks the run succeeded with its snapshot and size. Any
 * failure marks it failed with the reason and logs the original error; the temporary folder goes whatever
 * happens. A retention that fails is logged and left to the next run: the snapshot is stored.
 */
export async function runBackup({
  db,
  engine,
  sqlite,
  config,
  logger,
  trigger,
  now = () => new Date(),
  signal,
  heartbeatMs = HEARTBEAT_MS,
}: BackupDeps): Promise<BackupOutcome> {
  const settings = resticSettingsOf(config);
  if (!settings) throw new BackupError(backupText.notConfigured);
  const startedAt = now();
  const stale = await failStaleRuns(db, startedAt);
  if (stale > 0) logger.warn({ runs: stale }, "backup: runs whose process died marked failed");
  const intervalMs = trigger === "schedule" ? config.BACKUP_INTERVAL_HOURS * 3_600_000 : undefined;
  const claim = await claimRun(db, { trigger, now: startedAt, host: runHost(), intervalMs });
  if (claim.status !== "claimed") return claim;

  const runId = claim.id;
  const began = performance.now();
  const heartbeat = setInterval(() => {
    touchRun(db, runId, now()).catch((error: unknown) => logger.warn({ err: error, runId }, "backup: heartbeat failed"));
  }, heartbeatMs);
  heartbeat.unref();
  let temp: Awaited<ReturnType<typeof makeTempFolder>> | undefined;
  try {
    temp = await makeTempFolder(tempParentOf(config));
    const source = { engine, db, sqlite, config };
    const { file, bytes } = await takeSnapshot(source, temp.folder, { reserveMb: config.DISK_FREE_WARNING_MB, signal });
    const snapshotId = await storeSnapshot(settings, { file, engine, bytes, time: startedAt, signal });
    await temp.remove();
    try {
      await applyRetention(settings, keepPolicyOf(config), signal);
    } catch (error) {
      logger.warn({ err: error, runId, snapshotId }, "backup: retention failed; the snapshot is stored, the next run tries again");
    }
    const durationMs = Math.round(performance.now() - began);
    clearInterval(heartbeat);
    await finishRun(db, runId, now(), { status: "succeeded", snapshotId, bytes });
    logger.info({ runId, trigger, snapshotId, bytes, durationMs }, "backup: snapshot stored");
    return { status: "succeeded", runId, snapshotId, bytes, durationMs };
  } catch (error) {
    clearInterval(heartbeat);
    const reason = reasonOf(error, config.DATABASE_URL);
    // The original error in the log (restic's whole standard error too), the reason in the row.
    logger.error(
      {
        err: error,
        runId,
        trigger,
        ...(error instanceof ResticError ? { stderr: withoutSecrets(error.stderr, config.DATABASE_URL) } : {}),
      },
      "backup: failed",
    );
    await finishRun(db, runId, now(), { status: "failed", error: reason }).catch((finishError: unknown) =>
      logger.error({ err: finishError, runId }, "backup: could not record the failure (the run will be found stale)"),
    );
    return { status: "failed", runId, error: reason };
  } finally {
    clearInterval(heartbeat);
    await temp?.remove();
  }
}
