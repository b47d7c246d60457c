import type { Kysely } from "kysely";
import { STALE_AFTER_MS } from "~/lib/backup/runs.server";
import type { Config } from "~/lib/config.server";
import type { BackupTrigger, Database } from "~/lib/db/schema";

/** The last snapshot that restic stored. */
export interface GoodBackup {
  finishedAt: string;
  /** restic's short id (its first 8 characters), as `restic snapshots` prints it. */
  snapshotId: string | null;
  bytes: number | null;
}

/** The last attempt that failed, when it came after the last good one. */
export interface FailedBackup {
  at: string;
  /** The error as the engine recorded it; null for a run killed half-way (its heartbeat stopped). */
  error: string | null;
}

export type BackupProblem = "not-configured" | "none" | "too-old";

export interface BackupHealth {
  /** BACKUP_REPOSITORY and BACKUP_PASSWORD_FILE are set; never the repository's address, which may hold credentials. */
  configured: boolean;
  intervalHours: number;
  /** When the view was read: the ages are counted from it. */
  checkedAt: string;
  lastGood: GoodBackup | null;
  lastFailure: FailedBackup | null;
  running: { startedAt: string; trigger: BackupTrigger } | null;
  /** The last good snapshot is older than twice the interval. */
  tooOld: boolean;
  /**
   * What « Santé » shows in red: nothing is backed up (not configured), no good snapshot yet while configured, the
   * last good one too old (also when the settings were removed since: the history stays in the table).
   */
  problems: BackupProblem[];
}

export type BackupSettings = Pick<Config, "BACKUP_REPOSITORY" | "BACKUP_PASSWORD_FILE" | "BACKUP_INTERVAL_HOURS">;

/** The longest error text shown: the start of it says what failed, the engine's log keeps the rest. */
const errorLength = 500;

/** « Santé »'s backups, read from `backup_run` (written by the backup engine, app/lib/backup) at `now`. */
export async function loadBackupHealth(db: Kysely<Database>, config: BackupSettings, now: Date): Promise<BackupHealth> {
  const [good, failed, running] = await Promise.all([
    db
      .selectFrom("backup_run")
      .select(["finished_at", "snapshot_id", "bytes"])
      .where("status", "=", "succeeded")
      .where("finished_at", "is not", null)
      .orderBy("finished_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("backup_run")
      .select(["started_at", "heartbeat_at", "finished_at", "error"])
      .where("status", "=", "failed")
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("backup_run")
      .select(["started_at", "heartbeat_at", "trigger"])
      .where("status", "=", "running")
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const lastGood: GoodBackup | null = good?.finished_at
    ? {
        finishedAt: good.finished_at,
        snapshotId: good.snapshot_id?.slice(0, 8) ?? null,
        bytes: good.bytes === null ? null : Number(good.bytes),
      }
    : null;
  // A « running » row whose heartbeat stopped was killed: shown as interrupted, as the next run will mark it.
  const alive = running && now.getTime() - Date.parse(running.heartbeat_at) <= STALE_AFTER_MS;
  // Of a failed run and a killed one, the later says more: both ended without a snapshot.
  const failures: FailedBackup[] = [
    ...(failed ? [{ at: failed.finished_at ?? failed.heartbeat_at, error: failed.error?.slice(0, errorLength) ?? null }] : []),
    ...(running && !alive ? [{ at: running.heartbeat_at, error: null }] : []),
  ];
  const latestFailure = failures.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0] ?? null;
  const lastFailure = latestFailure && (!lastGood || Date.parse(latestFailure.at) > Date.parse(lastGood.finishedAt)) ? latestFailure : null;
  const configured = Boolean(config.BACKUP_REPOSITORY && config.BACKUP_PASSWORD_FILE);
  const tooOld = lastGood !== null && now.getTime() - Date.parse(lastGood.finishedAt) > 2 * config.BACKUP_INTERVAL_HOURS * 3_600_000;
  return {
    configured,
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    checkedAt: now.toISOString(),
    lastGood,
    lastFailure,
    running: running && alive ? { startedAt: running.started_at, trigger: running.trigger } : null,
    tooOld,
    problems: [
      ...(configured ? [] : ["not-configured" as const]),
      ...(configured && lastGood === null ? ["none" as const] : []),
      ...(tooOld ? ["too-old" as const] : []),
    ],
  };
}
