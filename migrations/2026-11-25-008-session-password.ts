import type { Kysely } from "kysely";

/**
 * Each staff session keeps a fingerprint of the password it was opened with (a keyed hash, never the
 * password: app/admin/accounts/staff-session.server.ts), so changing ADMIN_PASSWORD ends every session
 * opened with the old one. Sessions opened before this migration have none and end with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("admin_session").addColumn("password_fingerprint", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("admin_session").dropColumn("password_fingerprint").execute();
}
