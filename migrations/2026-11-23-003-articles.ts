import type { Kysely } from "kysely";

/**
 * Kheopscope articles (the bundled ones, seeded at start-up, and later those
 * written in the admin), with their like and view counters and the rows that
 * make each like count once per visitor and each view once per session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("article")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("author_quote", "text")
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("publish_date", "text", (col) => col.notNull())
    .addColumn("read_time", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("tags", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("source_hash", "text")
    .addColumn("likes", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("article_status_date").on("article").columns(["status", "date"]).execute();

  await db.schema
    .createTable("article_like")
    .addColumn("article_id", "text", (col) => col.notNull().references("article.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_like_pk", ["article_id", "visitor_id"])
    .execute();

  await db.schema
    .createTable("article_view")
    .addColumn("article_id", "text", (col) => col.notNull().references("article.id").onDelete("cascade"))
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_view_pk", ["article_id", "session_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("article_view").execute();
  await db.schema.dropTable("article_like").execute();
  await db.schema.dropTable("article").execute();
}
