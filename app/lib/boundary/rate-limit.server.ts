import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import type { Database } from "~/lib/db/schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Where the counts of the rate limits live. One process may keep them in memory
 * (`memoryRateLimitStore`); several instances of the site must share the database's store
 * (`databaseRateLimitStore`), or each counts only its own share of the hits.
 */
export interface RateLimitStore {
  /**
   * Counts one hit for `key` in the current window of `windowMs`, and says whether it is within `limit`.
   * Rejects when the count cannot be kept (database down): the caller answers 503, it never lets the hit through.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

const longestKey = 128;

/**
 * The key as stored: a key longer than 128 characters (built from something a request sent) is kept
 * as its first 64 characters and the SHA-256 of the whole, so no request makes the store keep
 * kilobytes per row, and two long keys still count apart.
 */
function storedRateLimitKey(key: string): string {
  if (key.length <= longestKey) return key;
  return `${key.slice(0, 64)}#${createHash("sha256").update(key).digest("base64url")}`;
}

function resultOf(count: number, limit: number, windowStart: number, windowMs: number, time: number): RateLimitResult {
  const allowed = count <= limit;
  // At least one second: another instance's clock may be a little behind or ahead of ours.
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)) };
}

/** Fixed windows per key, in this process's memory. */
export function memoryRateLimitStore({ now = Date.now }: { now?: () => number } = {}): RateLimitStore {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    async hit(requestedKey, limit, windowMs) {
      const key = storedRateLimitKey(requestedKey);
      const time = now();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (time - window.start >= window.windowMs) windows.delete(stale);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0, windowMs };
        windows.set(key, window);
      }
      window.count++;
      return resultOf(window.count, limit, window.start, windowMs, time);
    },
  };
}

/** Deletes the windows that ended at `now` or before; returns how many. */
export async function deleteExpiredRateLimitWindows(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limit_window").where("expires_at", "<=", new Date(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const sweepEveryMs = 60_000;

/**
 * Fixed windows per key in the database (table rate_limit_window), on SQLite or PostgreSQL: every
 * instance counts the same hits. Each hit is one upsert, atomic on both engines, so two instances
 * hitting at the same moment can neither both pass the limit nor lose a count. Times are the
 * instance's clock, as ISO text like the rest of the schema.
 *
 * When the database fails, `hit` rejects: the request boundary turns that into a 503 rather than
 * letting unlimited writes through.
 *
 * At most once a minute a hit also deletes the ended windows, in the background; a failure there is
 * only logged (`logger.warn`, when given) and never affects the hit.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  { now = Date.now, logger }: { now?: () => number; logger?: Pick<Logger, "warn"> } = {},
): RateLimitStore {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async hit(requestedKey, limit, windowMs) {
      const key = storedRateLimitKey(requestedKey);
      const time = now();
      if (time - lastSweep >= sweepEveryMs) {
        lastSweep = time;
        deleteExpiredRateLimitWindows(db, time).catch((error: unknown) => {
          logger?.warn({ err: error }, "rate limits: deleting the ended windows failed");
        });
      }
      const start = new Date(time).toISOString();
      const end = new Date(time + windowMs).toISOString();
      // The existing window has ended when it started at or before this instant (ISO text sorts as time).
      const ended = sql<boolean>`rate_limit_window.window_start <= ${new Date(time - windowMs).toISOString()}`;
      const row = await db
        .insertInto("rate_limit_window")
        .values({ key, window_start: start, hits: 1, expires_at: end })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limit_window.hits + 1 end`,
            window_start: sql<string>`case when ${ended} then excluded.window_start else rate_limit_window.window_start end`,
            expires_at: sql<string>`case when ${ended} then excluded.expires_at else rate_limit_window.expires_at end`,
          }),
        )
        .returning(["hits", "window_start"])
        .executeTakeFirstOrThrow();
      return resultOf(row.hits, limit, Date.parse(row.window_start), windowMs, time);
    },
  };
}
