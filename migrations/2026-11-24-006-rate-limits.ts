import type { Kysely } from "kysely";

/**
 * The rate limits of the request boundary, counted in the database so that several instances of
 * the site behind one load balancer count the same hits: one row per key and fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_window")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_window_expires").on("rate_limit_window").columns(["expires_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("rate_limit_window_expires").execute();
  await db.schema.dropTable("rate_limit_window").execute();
}
