import type { Kysely } from "kysely";

/**
 * The agency's desk: the staff's status of each lead and its history (who, when), subscribers
 * removed from the newsletter (kept out of exports), and the indexes the inbox and the audience
 * queries need.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("lead")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .execute();
  await db.schema.createIndex("lead_created").on("lead").columns(["created_at"]).execute();
  await db.schema.createIndex("lead_kind_status_created").on("lead").columns(["kind", "status", "created_at"]).execute();

  await db.schema
    .createTable("lead_status_change")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("lead.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("changed_by", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_status_change_lead").on("lead_status_change").columns(["lead_id", "changed_at"]).execute();

  await db.schema.alterTable("newsletter_subscriber").addColumn("removed_at", "text").execute();

  // Who opened the session, as they typed it at login: the history says who changed what.
  await db.schema.alterTable("admin_session").addColumn("staff_name", "text").execute();

  await db.schema.createIndex("analytics_event_name_received").on("analytics_event").columns(["name", "received_at"]).execute();
  await db.schema.createIndex("outbox_lead").on("outbox").columns(["lead_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_lead").execute();
  await db.schema.dropIndex("analytics_event_name_received").execute();
  await db.schema.alterTable("admin_session").dropColumn("staff_name").execute();
  await db.schema.alterTable("newsletter_subscriber").dropColumn("removed_at").execute();
  await db.schema.dropTable("lead_status_change").execute();
  await db.schema.dropIndex("lead_kind_status_created").execute();
  await db.schema.dropIndex("lead_created").execute();
  await db.schema.alterTable("lead").dropColumn("status").execute();
}
