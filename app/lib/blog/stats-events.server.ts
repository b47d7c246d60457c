import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { ArticleStats } from "./types";

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
