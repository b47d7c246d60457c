import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The admin: staff sessions (only a hash of each token is kept), failed
 * logins per address (the limit holds across instances), the richer article
 * shape of the article editor, and the stock pictures the server fetched and
 * converted, stored here so that every instance can serve them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("admin_session")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("admin_login_failure")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client_address", "text", (col) => col.notNull())
    .addColumn("failed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_login_failure_address_time")
    .on("admin_login_failure")
    .columns(["client_address", "failed_at"])
    .execute();

  const articleColumns: [string, "text" | "integer", string | number | null][] = [
    ["seo_title", "text", null],
    ["seo_description", "text", null],
    ["keywords", "text", "[]"],
    ["tone", "text", "professional"],
    ["word_count", "integer", 0],
    ["image_credit", "text", null],
    ["saved_at", "text", null],
    ["published_at", "text", null],
    ["version", "integer", 1],
  ];
  for (const [name, type, fallback] of articleColumns) {
    await db.schema
      .alterTable("article")
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex("article_status_updated").on("article").columns(["status", "updated_at"]).execute();

  // A bundled article deleted for good in the admin: start-up seeding must not bring it back.
  await db.schema
    .createTable("article_tombstone")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("deleted_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("stored_image")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("source_url", "text", (col) => col.notNull().unique())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("author_url", "text", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("stored_image_variant")
    .addColumn("image_id", "text", (col) => col.notNull().references("stored_image.id").onDelete("cascade"))
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("bytes", bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint("stored_image_variant_pk", ["image_id", "format", "width"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stored_image_variant").execute();
  await db.schema.dropTable("stored_image").execute();
  await db.schema.dropTable("article_tombstone").execute();
  await db.schema.dropIndex("article_status_updated").execute();
  for (const name of [
    "version",
    "published_at",
    "saved_at",
    "image_credit",
    "word_count",
    "tone",
    "keywords",
    "seo_description",
    "seo_title",
  ]) {
    await db.schema.alterTable("article").dropColumn(name).execute();
  }
  await db.schema.dropTable("admin_login_failure").execute();
  await db.schema.dropTable("admin_session").execute();
}
