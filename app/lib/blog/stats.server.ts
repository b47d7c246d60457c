import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { RateLimitStore } from "../boundary/rate-limit.server";
import { nowIso } from "../db/ids";
import type { Database } from "../db/schema";
import type { ArticleStats } from "./types";

/**
 * An article's likes and views: counted once per visitor or session, stored, and announced to every open
 * page (the stats streams), on PostgreSQL to every instance too. The announcing half is at the end.
 */

export type { ArticleStats };

export interface CountOutcome extends ArticleStats {
  /** False when this visitor (like) or session (view) had already been counted. */
  counted: boolean;
}

/**
 * What a slug can look like. Anything else (control characters, slashes, a
 * huge string) is an unknown article without asking the database.
 */
function isPlausibleSlug(slug: unknown): slug is string {
  return typeof slug === "string" && /^[\p{L}\p{N}_-]{1,200}$/u.test(slug);
}

type Counter = "likes" | "views";

/** Where a count is stored and announced: the site's database and its live counters. */
export interface StatsStore {
  db: Kysely<Database>;
  statsEvents: Pick<StatsEvents, "publish">;
}

/**
 * Inserts the dedupe row and, only if it is new, adds one to the counter, in
 * one transaction; then tells the live streams. Undefined for an unknown or
 * unpublished article.
 */
async function countOnce(
  { db, statsEvents }: StatsStore,
  slug: string,
  counter: Counter,
  insertDedupeRow: (trx: Kysely<Database>, articleId: string) => Promise<boolean>,
): Promise<CountOutcome | undefined> {
  if (!isPlausibleSlug(slug)) return undefined;
  const outcome = await db.transaction().execute(async (trx) => {
    const article = await trx
      .selectFrom("article")
      .select(["id", "likes", "views"])
      .where("slug", "=", slug)
      .where("status", "=", "published")
      .executeTakeFirst();
    if (!article) return undefined;
    if (!(await insertDedupeRow(trx, article.id))) {
      // Read again: on PostgreSQL the same like may have just been counted by another instance, whose
      // commit our insert waited for; the counts read above are from before it.
      const current = await trx.selectFrom("article").select(["likes", "views"]).where("id", "=", article.id).executeTakeFirstOrThrow();
      return { articleId: article.id, likes: Number(current.likes), views: Number(current.views), counted: false };
    }
    const updated = await trx
      .updateTable("article")
      .set((eb) => ({ [counter]: eb(counter, "+", 1) }))
      .where("id", "=", article.id)
      .returning(["likes", "views"])
      .executeTakeFirstOrThrow();
    return { articleId: article.id, likes: Number(updated.likes), views: Number(updated.views), counted: true };
  });
  if (!outcome) return undefined;
  const { articleId, ...stats } = outcome;
  if (stats.counted) statsEvents.publish(db, { articleId, slug, likes: stats.likes, views: stats.views });
  return stats;
}

/** One like per visitor: a second like (a replayed request) changes nothing. */
export function likeArticle(store: StatsStore, slug: string, visitorId: string): Promise<CountOutcome | undefined> {
  return countOnce(store, slug, "likes", async (trx, articleId) => {
    const result = await trx
      .insertInto("article_like")
      .values({ article_id: articleId, visitor_id: visitorId, created_at: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

/** One view per browser session. */
export function viewArticle(store: StatsStore, slug: string, sessionId: string): Promise<CountOutcome | undefined> {
  return countOnce(store, slug, "views", async (trx, articleId) => {
    const result = await trx
      .insertInto("article_view")
      .values({ article_id: articleId, session_id: sessionId, created_at: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

/** The counts of the published articles (of `slugs` only, when given), by slug. */
export async function readStats(db: Kysely<Database>, slugs?: readonly string[]): Promise<Record<string, ArticleStats>> {
  if (slugs && slugs.length === 0) return {};
  let query = db.selectFrom("article").select(["slug", "likes", "views"]).where("status", "=", "published");
  if (slugs) query = query.where("slug", "in", [...slugs]);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.slug, { likes: Number(row.likes), views: Number(row.views) }]));
}

const hourMs = 3_600_000;

/**
 * Likes one address may add to one article in an hour. A new visitor id costs a script one request,
 * so without it one machine could add the API's whole budget (300 a minute) to an article; a family
 * or an office behind one address stays well under it.
 */
export const likesPerAddressAndArticlePerHour = 20;

/**
 * Views one address adds to one article in an hour: one. A view's session id is a cookie, which a
 * program simply does not send back (320 cookieless posts counted 275 views); a family behind one
 * address reading the same article in the same hour counts once, which is the price of that.
 */
const viewsPerAddressAndArticlePerHour = 1;

type StatsServices = StatsStore & { rateLimits: RateLimitStore; logger: Pick<Logger, "error"> };

/** The published article of `slug` (its id and counts), or undefined; an implausible slug is not looked up. */
async function publishedArticle(db: Kysely<Database>, slug: string) {
  if (!isPlausibleSlug(slug)) return undefined;
  return db
    .selectFrom("article")
    .select(["id", "likes", "views"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
}

/** A like or a view taken: the article's counts after it. */
export type CountTaken = { counts: ArticleStats };

/**
 * A view, whatever routes it: one per browser session (`sessionId`, the session cookie the route reads or
 * sets) and at most one per address, article and hour. An unknown article is refused before anything is
 * counted or stored; a view over the address's budget gets the counts, uncounted (a reader opening the page
 * again sees no error).
 */
export async function takeView(
  { db, statsEvents, rateLimits, logger }: StatsServices,
  { slug, sessionId, clientAddress }: { slug: string; sessionId: string; clientAddress: string | undefined },
): Promise<CountTaken | { refused: "not-found" | "not-stored" }> {
  try {
    const article = await publishedArticle(db, slug);
    if (!article) return { refused: "not-found" };
    const budget = await rateLimits.hit(`view:${article.id}:${clientAddress ?? "unknown"}`, viewsPerAddressAndArticlePerHour, hourMs);
    if (!budget.allowed) return { counts: { likes: Number(article.likes), views: Number(article.views) } };
    const outcome = await viewArticle({ db, statsEvents }, slug, sessionId);
    return outcome ? { counts: { likes: outcome.likes, views: outcome.views } } : { refused: "not-found" };
  } catch (error) {
    logger.error({ err: error, slug: slug.slice(0, 200) }, "article view not stored");
    return { refused: "not-stored" };
  }
}

/**
 * A like, whatever routes it: one per browser, no unlike. The visitor id must be one we signed (the
 * live-stats stream gives it; undefined otherwise), and one address adds at most
 * `likesPerAddressAndArticlePerHour` to one article. An unknown article is refused before its slug reaches
 * the rate limits.
 */
export async function takeLike(
  { db, statsEvents, rateLimits, logger }: StatsServices,
  { slug, visitorId, clientAddress }: { slug: string; visitorId: string | undefined; clientAddress: string | undefined },
): Promise<CountTaken | { refused: "no-visitor" | "not-found" | "not-stored" } | { refused: "too-many"; retryAfterSeconds: number }> {
  if (!visitorId) return { refused: "no-visitor" };
  try {
    const article = await publishedArticle(db, slug);
    if (!article) return { refused: "not-found" };
    const limit = await rateLimits.hit(`like:${article.id}:${clientAddress ?? "unknown"}`, likesPerAddressAndArticlePerHour, hourMs);
    if (!limit.allowed) return { refused: "too-many", retryAfterSeconds: limit.retryAfterSeconds };
    const outcome = await likeArticle({ db, statsEvents }, slug, visitorId);
    return outcome ? { counts: { likes: outcome.likes, views: outcome.views } } : { refused: "not-found" };
  } catch (error) {
    logger.error({ err: error, slug: slug.slice(0, 200) }, "article like not stored");
    return { refused: "not-stored" };
  }
}

/** How long a session's view is remembered: the retention job deletes older dedupe rows (deleteOldViews). */
const viewMemoryHours = 24;

/**
 * Deletes the views' dedupe rows (one per session and article) older than `viewMemoryHours`: the counts
 * stay in the article table; a session still open a day later may count one view again, within its
 * address's budget. Resolves with how many went.
 */
export async function deleteOldViews(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - viewMemoryHours * hourMs).toISOString();
  const result = await db.deleteFrom("article_view").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// The live counters.

/**
 * The live article counters: who listens to them in this process (the stats
 * streams), and, on PostgreSQL, how a change made by one app instance reaches
 * the others (NOTIFY on the `article_stats` channel, one LISTEN connection per
 * instance). On SQLite there is one instance, so the in-process emitter is all.
 */
export interface ArticleStatsChange extends ArticleStats {
  slug: string;
}

/** What travels: the article id too, so a deleted then recreated slug starts again from its new counts. */
export interface CommittedStatsChange extends ArticleStatsChange {
  articleId: string;
}

type StatsLogger = Pick<Logger, "info" | "warn" | "error">;

const statsChannel = "article_stats";

/** The live counters of one process: its streams' subscriptions, and the changes of other instances (PostgreSQL). */
export interface StatsEvents {
  /**
   * Calls `onChange` once per counted like or view, from any instance, and `onClose` when the
   * streams must end (shutdown); returns the unsubscribe function.
   */
  subscribe(onChange: (change: ArticleStatsChange) => void, onClose?: () => void): () => void;
  /**
   * Announces a committed change: to this process's subscribers at once, and on PostgreSQL to the
   * other instances. Never throws: the like is already stored.
   */
  publish(db: Kysely<Database>, change: CommittedStatsChange): void;
  /** Ends every open stats stream. For shutdown: the server waits for open answers, the browsers reconnect by themselves. */
  closeStreams(): void;
  /** Starts the cross-instance part on PostgreSQL (nothing to start on SQLite); once, at start-up. */
  start(): Promise<void>;
  /** Ends the streams and the LISTEN connection. */
  stop(): Promise<void>;
}

/** The live counters of this process (one per start-up, shared by every request through the site's services). */
export function createStatsEvents({ databaseUrl, logger }: { databaseUrl?: string | undefined; logger: StatsLogger }): StatsEvents {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open stream
  /**
   * The highest counts seen per article. Counters only grow, so a change that is not ahead of them is
   * a repeat (our own NOTIFY coming back) or arrived late (another instance's older commit):
   * subscribers never see a count go back.
   */
  const latest = new Map<string, ArticleStats>();
  let listener: { stop: () => Promise<void> } | undefined;

  const deliver = (change: CommittedStatsChange) => {
    const known = latest.get(change.articleId);
    if (known && change.likes <= known.likes && change.views <= known.views) return;
    const likes = Math.max(known?.likes ?? 0, change.likes);
    const views = Math.max(known?.views ?? 0, change.views);
    latest.set(change.articleId, { likes, views });
    emitter.emit("change", { slug: change.slug, likes, views } satisfies ArticleStatsChange);
  };
  const closeStreams = () => {
    emitter.emit("close");
  };

  return {
    subscribe(onChange, onClose) {
      // A failing subscriber must neither starve the others nor turn a stored like into an error.
      const guarded = (change: ArticleStatsChange) => {
        try {
          onChange(change);
        } catch (error) {
          logger.error({ err: error }, "article stats: a subscriber failed");
        }
      };
      emitter.on("change", guarded);
      if (onClose) emitter.on("close", onClose);
      return () => {
        emitter.off("change", guarded);
        if (onClose) emitter.off("close", onClose);
      };
    },
    publish(db, change) {
      deliver(change);
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      const payload = JSON.stringify({ instance: instanceId, ...change });
      sql`select pg_notify(${statsChannel}, ${payload})`.execute(db).catch((error: unknown) => {
        logger.warn({ err: error, slug: change.slug }, "article stats: NOTIFY failed, other instances miss this change");
      });
    },
    closeStreams,
    async start() {
      if (!databaseUrl || listener) return;
      listener = await listenForOtherInstances(databaseUrl, logger, (change) => {
        if (change.instance !== instanceId) deliver(change);
      });
    },
    async stop() {
      closeStreams();
      const current = listener;
      listener = undefined;
      await current?.stop();
    },
  };
}

function parseNotification(payload: string | undefined): (CommittedStatsChange & { instance: string }) | undefined {
  try {
    const value = JSON.parse(payload ?? "") as Record<string, unknown>;
    const count = (n: unknown) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
    if (typeof value.instance !== "string" || typeof value.articleId !== "string" || typeof value.slug !== "string") return undefined;
    if (!count(value.likes) || !count(value.views)) return undefined;
    return value as unknown as CommittedStatsChange & { instance: string };
  } catch {
    return undefined;
  }
}

/** One connection doing LISTEN, opened again (1 s, 2 s... up to 30 s apart) whenever it fails. */
async function listenForOtherInstances(
  databaseUrl: string,
  logger: StatsLogger,
  onChange: (change: CommittedStatsChange & { instance: string }) => void,
): Promise<{ stop: () => Promise<void> }> {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  const reconnectLater = () => {
    if (stopped || retryTimer) return;
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl });
    client = current;
    const lost = (error?: Error) => {
      if (stopped || client !== current) return;
      client = undefined;
      logger.warn({ err: error }, "article stats: LISTEN connection lost, reconnecting");
      current.removeAllListeners();
      current.on("error", () => {}); // a late error on the dropped connection must not crash the process
      current.end().catch(() => {});
      reconnectLater();
    };
    current.on("error", lost);
    current.on("end", () => lost());
    current.on("notification", (message) => {
      if (message.channel !== statsChannel) return;
      const change = parseNotification(message.payload);
      if (change) onChange(change);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${statsChannel}`);
      if (stopped) {
        await current.end();
        return;
      }
      if (failures > 0) logger.info("article stats: LISTEN connection back");
      failures = 0;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
