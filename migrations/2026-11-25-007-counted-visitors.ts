import type { Kysely } from "kysely";

/**
 * Counting visitors rather than requests: each analytics event keeps a visitor key (a keyed hash of
 * the address and the day, app/lib/analytics/visitor-key.server.ts), which the desk's Audience counts
 * once per day; the views' dedupe rows get an index on their date, so the retention job can delete
 * the old ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("analytics_event").addColumn("visitor_key", "text").execute();
  await db.schema.createIndex("article_view_created").on("article_view").columns(["created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("article_view_created").execute();
  await db.schema.alterTable("analytics_event").dropColumn("visitor_key").execute();
}
