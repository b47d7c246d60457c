import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "../config.server";
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
 * The fingerprint of the admin password a session is opened with, stored with it: an HMAC of the
 * password keyed with SESSION_SECRET, so the database holds neither the password nor a plain hash of
 * it that could be tried against a list offline. A session only counts while ADMIN_PASSWORD has the
 * same fingerprint: changing the password (or the secret) and restarting ends every session.
 * Undefined without a password: then no session counts.
 */
export function staffPasswordFingerprint(config: Pick<Config, "ADMIN_PASSWORD" | "SESSION_SECRET">): string | undefined {
  if (!config.ADMIN_PASSWORD) return undefined;
  return createHmac("sha256", config.SESSION_SECRET).update(`staff-password\n${config.ADMIN_PASSWORD}`).digest("hex");
}

/**
 * Opens a session of `hours` for the password of `passwordFingerprint`: the browser keeps the random
 * token (32 bytes, base64url), the database only its SHA-256, so a copy of the database opens no
 * session. Expired sessions are removed on the way.
 */
export async function openStaffSession(
  db: Kysely<Database>,
  hours: number,
  { passwordFingerprint, staffName = null, now = new Date() }: { passwordFingerprint: string; staffName?: string | null; now?: Date },
): Promise<{ token: string; session: StaffSession }> {
  const token = randomBytes(32).toString("base64url");
  const session = { tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString(), staffName };
  await db.deleteFrom("admin_session").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("admin_session")
    .values({
      token_hash: session.tokenHash,
      created_at: now.toISOString(),
      expires_at: session.expiresAt,
      staff_name: staffName,
      password_fingerprint: passwordFingerprint,
    })
    .execute();
  return { token, session };
}

/** The session of this token, if it exists, has not expired and was opened with the password of `passwordFingerprint`. */
export async function findStaffSession(
  db: Kysely<Database>,
  token: string,
  passwordFingerprint: string | undefined,
  now = new Date(),
): Promise<StaffSession | undefined> {
  if (passwordFingerprint === undefined) return undefined;
  const row = await db
    .selectFrom("admin_session")
    .select(["token_hash", "expires_at", "staff_name"])
    .where("token_hash", "=", hashOf(token))
    .where("expires_at", ">", now.toISOString())
    .where("password_fingerprint", "=", passwordFingerprint)
    .executeTakeFirst();
  return row ? { tokenHash: row.token_hash, expiresAt: row.expires_at, staffName: row.staff_name } : undefined;
}

/** Ends the session for good, on every instance. */
export async function closeStaffSession(db: Kysely<Database>, session: StaffSession): Promise<void> {
  await db.deleteFrom("admin_session").where("token_hash", "=", session.tokenHash).execute();
}

/** « Se déconnecter partout »: ends every staff session, on every device and instance; resolves with how many. */
export async function closeEveryStaffSession(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("admin_session").executeTakeFirst();
  return Number(result.numDeletedRows);
}
