import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import { backupText } from "~/content/backups";
import type { BackupRunTable, BackupTrigger, Database } from "../db/schema";
import { retryDelayMs as doublingDelayMs } from "../outbox/queue.server";

/** How often a running backup touches its row. */
export const HEARTBEAT_MS = 5_000;
/** A « running » row whose heartbeat is older than this was left by a process that died (kill -9, a crash). */
export const STALE_AFTER_MS = 60_000;
/** The first retry after a failed scheduled backup; each further failure doubles it, up to the interval. */
const FIRST_RETRY_MS = 5 * 60_000;

/** This machine and process, as a run records who made it. */
export function runHost(): string {
  return `${hostname()}:${process.pid}`;
}

/** The wait before retrying after `failures` failed runs in a row: 5 min, 10, 20… never more than the interval. */
export function retryDelayMs(failures: number, intervalMs: number): number {
  return doublingDelayMs(failures, FIRST_RETRY_MS, intervalMs);
}

/** Marks failed every « running » row whose heartbeat stopped before `now` minus STALE_AFTER_MS; resolves with how many. */
export async function failStaleRuns(db: Kysely<Database>, now: Date, staleAfterMs = STALE_AFTER_MS): Promise<number> {
  const result = await db
    .updateTable("backup_run")
    .set({ status: "failed", finished_at: now.toISOString(), error: backupText.stale })
    .where("status", "=", "running")
    .where("heartbeat_at", "<", new Date(now.getTime() - staleAfterMs).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type Claim = { status: "claimed"; id: string } | { status: "already-running"; run?: BackupRunTable } | { status: "not-due" };

/** PostgreSQL's and SQLite's refusal of a second « running » row by the partial unique index. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** The row of the run under way, if any. */
function runningRun(db: Kysely<Database>): Promise<BackupRunTable | undefined> {
  return db.selectFrom("backup_run").selectAll().where("status", "=", "running").executeTakeFirst();
}

/**
 * When a scheduled backup is next allowed, as two conditions the claim checks in the same statement: no good
 * or running run started after `recentAfter` (the interval), and, after failures since the last good one, none
 * started after `failedAfter` (the growing retry delay).
 */
async function scheduleCutoffs(
  db: Kysely<Database>,
  now: Date,
  intervalMs: number,
): Promise<{ recentAfter: string; failedAfter?: string }> {
  const recentAfter = new Date(now.getTime() - intervalMs).toISOString();
  const lastGood = await db
    .selectFrom("backup_run")
    .select("started_at")
    .where("status", "=", "succeeded")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let failures = db
    .selectFrom("backup_run")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "=", "failed");
  if (lastGood) failures = failures.where("started_at", ">", lastGood.started_at);
  const count = Number((await failures.executeTakeFirst())?.count ?? 0);
  if (count === 0) return { recentAfter };
  return { recentAfter, failedAfter: new Date(now.getTime() - retryDelayMs(count, intervalMs)).toISOString() };
}

/**
 * Claims a backup run by inserting its « running » row, and resolves with its id. A command's run is claimed
 * unless another is running. A scheduled run is claimed only when one is due (`intervalMs` given): no good or
 * running run started within the interval and, after failures, none within the retry delay. The condition is
 * part of the INSERT … SELECT … WHERE NOT EXISTS, and the partial unique index refuses a second « running »
 * row, so of several instances asking at once exactly one claims it, on either engine.
 */
export async function claimRun(
  db: Kysely<Database>,
  { trigger, now, host = runHost(), intervalMs }: { trigger: BackupTrigger; now: Date; host?: string; intervalMs?: number },
): Promise<Claim> {
  const id = randomUUID();
  const startedAt = now.toISOString();
  const cutoffs = intervalMs === undefined ? undefined : await scheduleCutoffs(db, now, intervalMs);
  try {
    const result = await db
      .insertInto("backup_run")
      .columns(["id", "trigger", "status", "started_at", "heartbeat_at", "host"])
      .expression(
        db
          // Cast: PostgreSQL cannot tell the type of a bare parameter in a SELECT list.
          .selectNoFrom((eb) =>
            (
              [
                ["id", id],
                ["trigger", trigger],
                ["status", "running"],
                ["started_at", startedAt],
                ["heartbeat_at", startedAt],
                ["host", host],
              ] as const
            ).map(([name, value]) => eb.cast<string>(eb.val(value), "text").as(name)),
          )
          .where((outer) =>
            outer.not(
              outer.exists(
                outer
                  .selectFrom("backup_run")
                  .select("id")
                  .where((eb) =>
                    eb.or([
                      eb("status", "=", "running"),
                      ...(cutoffs ? [eb.and([eb("status", "=", "succeeded"), eb("started_at", ">", cutoffs.recentAfter)])] : []),
                      ...(cutoffs?.failedAfter ? [eb.and([eb("status", "=", "failed"), eb("started_at", ">", cutoffs.failedAfter)])] : []),
                    ]),
                  ),
              ),
            ),
          ),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return { status: "claimed", id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { status: "already-running", run: await runningRun(db) };
  }
  const running = await runningRun(db);
  return running ? { status: "already-running", run: running } : { status: "not-due" };
}

/** Tells the others this run is alive. */
export async function touchRun(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable("backup_run")
    .set({ heartbeat_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

/** Ends a run: succeeded with its snapshot and size, or failed with why. */
export async function finishRun(
  db: Kysely<Database>,
  id: string,
  now: Date,
  outcome: { status: "succeeded"; snapshotId: string; bytes: number } | { status: "failed"; error: string },
): Promise<void> {
  await db
    .updateTable("backup_run")
    .set(
      outcome.status === "succeeded"
        ? {
            status: "succeeded",
            finished_at: now.toISOString(),
            snapshot_id: outcome.snapshotId,
            bytes: outcome.bytes,
            heartbeat_at: now.toISOString(),
          }
        : { status: "failed", finished_at: now.toISOString(), error: outcome.error, heartbeat_at: now.toISOString() },
    )
    .where("id", "=", id)
    .execute();
}

/** The last `limit` runs, newest first. */
export function lastRuns(db: Kysely<Database>, limit = 10): Promise<BackupRunTable[]> {
  return db.selectFrom("backup_run").selectAll().orderBy("started_at", "desc").limit(limit).execute();
}
