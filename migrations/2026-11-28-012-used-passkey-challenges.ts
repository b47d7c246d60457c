import type { Kysely } from "kysely";

/**
 * The challenges of passkey ceremonies already answered (app/admin/accounts/passkeys.server.ts): the SHA-256 of each,
 * kept until the challenge would have expired anyway. Taking a challenge inserts its hash, and a second insert of
 * the same hash fails: a captured challenge cookie and key answer sent again are refused, on every instance, even
 * for keys whose signature counter stays at 0. A new table only, so an instance on the previous code keeps serving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("used_passkey_challenge")
    .addColumn("challenge_hash", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("used_passkey_challenge_expires").on("used_passkey_challenge").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("used_passkey_challenge_expires").execute();
  await db.schema.dropTable("used_passkey_challenge").execute();
}
