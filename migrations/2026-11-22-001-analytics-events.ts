import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_event")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("client_id", "text", (col) => col.notNull())
    .addColumn("params", "text", (col) => col.notNull())
    .addColumn("page_path", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("forwarded_at", "text")
    .addColumn("forward_error", "text")
    .addColumn("forward_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("analytics_event_received_at").on("analytics_event").column("received_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_event").execute();
}
