import { type Kysely, sql } from "kysely";

/**
 * Double opt-in for the newsletter: a sign-up is stored as waiting until its owner follows the link of a
 * confirmation mail. Each subscriber gets a state ('waiting' or 'confirmed'), the time it was confirmed and
 * where its consent comes from (origin): the addresses already on the list were signed up before any
 * confirmation existed, so they stay confirmed with origin 'before-double-opt-in' (their form stays in
 * `source`). The links' tokens are kept as SHA-256 hashes (newsletter_confirmation), one row per mail, which
 * also counts the mails an address was sent; the mails themselves wait in newsletter_mail, a queue with the
 * staff mails' columns, delivered by the outbox's worker.
 *
 * Columns and tables are only added (the state's default is 'confirmed'), so an instance still on the previous
 * code keeps running during a one-at-a-time restart: what it subscribes is confirmed, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("state", "text", (col) => col.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("origin", "text", (col) => col.notNull().defaultTo("before-double-opt-in"))
    .execute();
  await db.schema.alterTable("newsletter_subscriber").addColumn("confirmed_at", "text").execute();
  await sql`update newsletter_subscriber set confirmed_at = created_at`.execute(db);
  await db.schema.createIndex("newsletter_subscriber_state_created").on("newsletter_subscriber").columns(["state", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_confirmation")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("newsletter_confirmation_email").on("newsletter_confirmation").columns(["email", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_mail")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("newsletter_mail_due").on("newsletter_mail").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_mail").execute();
  await db.schema.dropTable("newsletter_confirmation").execute();
  await db.schema.dropIndex("newsletter_subscriber_state_created").execute();
  for (const column of ["confirmed_at", "origin", "state"])
    await db.schema.alterTable("newsletter_subscriber").dropColumn(column).execute();
}
