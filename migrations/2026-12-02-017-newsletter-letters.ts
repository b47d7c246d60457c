import type { Kysely } from "kysely";

/**
 * Letters written in the admin and sent to the confirmed subscribers.
 *
 * - newsletter_letter: one letter, from draft to scheduled or sent. Once sent its mail (html and text, the
 *   unsubscribe link a placeholder) and its articles' cards are kept as they left, for the public archive.
 * - newsletter_delivery: one row per letter and address, its primary key, so that queuing a letter twice, a
 *   restart or two instances never make a second row; the worker claims rows before sending (status
 *   'sending', locked_until), the claims of the last minute are what the per-minute cap counts.
 * - newsletter_send_lock: one row every sender updates first in its claiming transaction, so that two
 *   instances never count the last minute's claims at the same time.
 * - newsletter_subscriber: bounced_at (a 5xx: no more letters) and unsubscribed_by (the letter whose link
 *   took the address off the list, for the letter's results).
 *
 * Only additions: an instance on the previous code keeps running during a one-at-a-time restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_letter")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("preheader", "text", (col) => col.notNull())
    .addColumn("intro_html", "text", (col) => col.notNull())
    .addColumn("article_ids", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("scheduled_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("slug", "text", (col) => col.unique())
    .addColumn("cards", "text")
    .addColumn("mail_html", "text")
    .addColumn("mail_text", "text")
    .addColumn("recipients", "integer")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("sent_by", "text")
    .execute();
  await db.schema.createIndex("newsletter_letter_status").on("newsletter_letter").columns(["status", "scheduled_at"]).execute();

  await db.schema
    .createTable("newsletter_delivery")
    .addColumn("letter_id", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("claimed_at", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addPrimaryKeyConstraint("newsletter_delivery_pk", ["letter_id", "email"])
    .execute();
  await db.schema.createIndex("newsletter_delivery_due").on("newsletter_delivery").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("newsletter_delivery_claimed").on("newsletter_delivery").columns(["claimed_at"]).execute();

  await db.schema
    .createTable("newsletter_send_lock")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("touched_at", "text", (col) => col.notNull())
    .execute();
  await db
    .withTables<{ newsletter_send_lock: { name: string; touched_at: string } }>()
    .insertInto("newsletter_send_lock")
    .values({ name: "letters", touched_at: new Date(0).toISOString() })
    .execute();

  await db.schema.alterTable("newsletter_subscriber").addColumn("bounced_at", "text").execute();
  await db.schema.alterTable("newsletter_subscriber").addColumn("unsubscribed_by", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["unsubscribed_by", "bounced_at"]) await db.schema.alterTable("newsletter_subscriber").dropColumn(column).execute();
  await db.schema.dropTable("newsletter_send_lock").execute();
  await db.schema.dropTable("newsletter_delivery").execute();
  await db.schema.dropTable("newsletter_letter").execute();
}
