import type { Kysely } from "kysely";

/**
 * Named staff accounts (app/admin/accounts/): each person signs in as themselves, with a role, their own
 * password (a scrypt hash) and optionally passkeys; sessions belong to an account and say from which
 * device and when they were last used; single-use links (invitation, forgotten password) are kept as
 * hashes; staff mails (those links) wait in their own queue, delivered by the outbox's worker; every
 * staff action is written to an activity log; articles remember who created, edited and published them.
 *
 * Sessions opened before accounts existed belong to no one: they end here. Columns are only added, so an
 * instance still on the previous code keeps running during a one-at-a-time restart (its sessions, which
 * have no account, are simply refused by the new instances).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_account")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("password_hash", "text")
    .addColumn("password_from_setting", "text")
    .addColumn("disabled_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text")
    .execute();

  await db.deleteFrom("admin_session" as never).execute();
  for (const column of ["account_id", "device", "last_used_at"]) {
    await db.schema.alterTable("admin_session").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("admin_session_account").on("admin_session").column("account_id").execute();

  await db.schema.alterTable("admin_login_failure").addColumn("email", "text").execute();
  await db.schema.createIndex("admin_login_failure_email_time").on("admin_login_failure").columns(["email", "failed_at"]).execute();

  await db.schema
    .createTable("staff_link")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("staff_passkey")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("staff_passkey_account").on("staff_passkey").column("account_id").execute();

  await db.schema
    .createTable("staff_mail")
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
  await db.schema.createIndex("staff_mail_due").on("staff_mail").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("staff_activity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("account_id", "text")
    .addColumn("account_name", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .execute();
  await db.schema.createIndex("staff_activity_at").on("staff_activity").column("at").execute();

  for (const column of ["created_by", "edited_by", "published_by"]) {
    await db.schema.alterTable("article").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["published_by", "edited_by", "created_by"]) await db.schema.alterTable("article").dropColumn(column).execute();
  await db.schema.dropTable("staff_activity").execute();
  await db.schema.dropTable("staff_mail").execute();
  await db.schema.dropTable("staff_passkey").execute();
  await db.schema.dropTable("staff_link").execute();
  await db.schema.dropIndex("admin_login_failure_email_time").execute();
  await db.schema.alterTable("admin_login_failure").dropColumn("email").execute();
  await db.schema.dropIndex("admin_session_account").execute();
  for (const column of ["last_used_at", "device", "account_id"]) await db.schema.alterTable("admin_session").dropColumn(column).execute();
  await db.schema.dropTable("staff_account").execute();
}
