import type { Kysely } from "kysely";

/** Leads (contact messages, newsletter sign-ups, subscription requests) and their deliveries to the agency. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("full_name", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_kind_created_at").on("lead").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("lead.id"))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("lead.id"))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("newsletter_subscriber").execute();
  await db.schema.dropTable("lead").execute();
}
