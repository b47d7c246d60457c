import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { deleteOldViews } from "~/lib/blog/stats.server";
import { deleteExpiredRateLimitWindows } from "~/lib/boundary/rate-limit.server";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/lib/db/schema";
import { deleteUnconfirmedSubscribers } from "~/lib/leads/confirmation.server";
import { deleteExpiredChallenges } from "../accounts/passkeys.server";

const dayMs = 86_400_000;
/** How often the job runs after the run at start-up. */
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;
/** Rows per delete: a first run on years of events must not hold the SQLite write lock for long. */
const batchSize = 5_000;

/**
 * Deletes the analytics events received before `now` minus `retentionDays` (an event received at
 * that very instant is kept); resolves with how many went.
 */
export async function deleteOldEvents(db: Kysely<Database>, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * dayMs).toISOString();
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom("analytics_event")
      .where("id", "in", (eb) => eb.selectFrom("analytics_event").select("id").where("received_at", "<", cutoff).limit(batchSize))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

export interface RetentionJobDeps {
  db: Kysely<Database>;
  config: Pick<Config, "ANALYTICS_RETENTION_DAYS">;
  logger: Pick<Logger, "info" | "error">;
  intervalMs?: number;
}

/**
 * One run of the retention job: the analytics events older than `retentionDays`, the views' dedupe
 * rows older than a day (stats.server.ts), the rate-limit windows that have ended, which would
 * otherwise stay until the next write of an instance, the used passkey challenges that have
 * expired (passkeys.server.ts: their cookie is refused by its age by then), and the newsletter sign-ups
 * never confirmed within 30 days (confirmation.server.ts). Resolves with how many of each went.
 */
export async function sweepRetainedData(
  db: Kysely<Database>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<{ events: number; views: number; rateLimitWindows: number; passkeyChallenges: number; unconfirmedSubscribers: number }> {
  const events = await deleteOldEvents(db, retentionDays, now);
  const views = await deleteOldViews(db, now);
  const rateLimitWindows = await deleteExpiredRateLimitWindows(db, now.getTime());
  const passkeyChallenges = await deleteExpiredChallenges(db, now);
  const unconfirmedSubscribers = await deleteUnconfirmedSubscribers(db, now);
  return { events, views, rateLimitWindows, passkeyChallenges, unconfirmedSubscribers };
}

/**
 * Applies ANALYTICS_RETENTION_DAYS (and deletes the views' old dedupe rows, the ended rate-limit
 * windows, the expired used passkey challenges and the unconfirmed newsletter sign-ups) once at start, then every six hours; the timer does not keep the process alive. stop()
 * waits for a run under way.
 */
export function startRetentionJob({ db, config, logger, intervalMs = RETENTION_INTERVAL_MS }: RetentionJobDeps): {
  stop: () => Promise<void>;
} {
  const retentionDays = config.ANALYTICS_RETENTION_DAYS;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sweepRetainedData(db, retentionDays)
      .then((deleted) =>
        logger.info(
          { deleted, retentionDays },
          "retention: events, view records, rate-limit windows, used passkey challenges and unconfirmed sign-ups past their time deleted",
        ),
      )
      .catch((error: unknown) => logger.error({ err: error }, "retention: deleting old rows failed"))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
