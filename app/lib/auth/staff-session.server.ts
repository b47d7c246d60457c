import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A signed-in staff member's session, as the database knows it. */
export interface StaffSession {
  tokenHash: string;
  expiresAt: string;
  /** The name given at login, if any: what the history of changes shows. */
  staffName: string | null;
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opens a session of `hours`: the browser keeps the random token (32 bytes, base64url), the
 * database only its SHA-256, so a copy of the database opens no session. Expired sessions are
 * removed on the way.
 */
export async function openStaffSession(
  db: Kysely<Database>,
  hours: number,
  { staffName = null, now = new Date() }: { staffName?: string | null; now?: Date } = {},
): Promise<{ token: string; session: StaffSession }> {
  const token = randomBytes(32).toString("base64url");
  const session = { tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString(), staffName };
  await db.deleteFrom("admin_session").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("admin_session")
    .values({ token_hash: session.tokenHash, created_at: now.toISOString(), expires_at: session.expiresAt, staff_name: staffName })
    .execute();
  return { token, session };
}

/** The session of this token, if it exists and has not expired. */
export async function findStaffSession(db: Kysely<Database>, token: string, now = new Date()): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom("admin_session")
    .select(["token_hash", "expires_at", "staff_name"])
    .where("token_hash", "=", hashOf(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { tokenHash: row.token_hash, expiresAt: row.expires_at, staffName: row.staff_name } : undefined;
}

/** Ends the session for good, on every instance. */
export async function closeStaffSession(db: Kysely<Database>, session: StaffSession): Promise<void> {
  await db.deleteFrom("admin_session").where("token_hash", "=", session.tokenHash).execute();
}
