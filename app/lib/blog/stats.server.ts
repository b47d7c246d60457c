import type { Kysely } from "kysely";
import { nowIso } from "../db/ids";
import type { Database } from "../db/schema";
import type { StatsEvents } from "./stats-events.server";
import type { ArticleStats } from "./types";

export type { ArticleStats };

export interface CountOutcome extends ArticleStats {
  /** False when this visitor (like) or session (view) had already been counted. */
  counted: boolean;
}

/**
 * What a slug can look like. Anything else (control characters, slashes, a
 * huge string) is an unknown article without asking the database.
 */
export function isPlausibleSlug(slug: unknown): slug is string {
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
