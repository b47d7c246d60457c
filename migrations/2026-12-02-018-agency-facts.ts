import type { Kysely } from "kysely";

/**
 * The agency's facts the staff edit in « Réglages » (its phone, e-mail, WhatsApp number, legal numbers, the
 * e-books' checkout links...): agency_fact holds each value a staff member set, by key; a key without a row takes
 * the server's setting (the environment), as before. agency_fact_change keeps every change: the old value, the new
 * one, who and when.
 *
 * Only additions: an instance on the previous code keeps running during a one-at-a-time restart, on the environment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("agency_fact")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("agency_fact_change")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("old_value", "text")
    .addColumn("new_value", "text", (col) => col.notNull())
    .addColumn("changed_by", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("agency_fact_change_key").on("agency_fact_change").columns(["key", "changed_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("agency_fact_change").execute();
  await db.schema.dropTable("agency_fact").execute();
}
