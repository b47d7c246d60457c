import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "~/lib/db/schema";

/** A signed-in staff member's session, as the database knows it, with the account it belongs to. */
export interface StaffSession {
  tokenHash: string;
  expiresAt: string;
  accountId: string;
  /** The account's name: what the history of changes and the activity log show. */
  staffName: string;
  email: string;
  role: StaffRole;
}

/** One session in « Mes sessions » and the team's page. */
export interface SessionSummary {
  tokenHash: string;
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

export function tokenHashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A session's last use is written at most once a minute: a page's requests do not each write. */
const touchEveryMs = 60_000;

/**
 * Opens a session of `hours` for an account: the browser keeps the random token (32 bytes, base64url),
 * the database only its SHA-256, so a copy of the database opens no session. Expired sessions are
 * removed on the way.
 */
export async function openStaffSession(
  db: Kysely<Database>,
  hours: number,
  { accountId, staffName, device, now = new Date() }: { accountId: string; staffName: string; device?: string; now?: Date },
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = tokenHashOf(token);
  await db.deleteFrom("admin_session").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("admin_session")
    .values({
      token_hash: tokenHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + hours * 3_600_000).toISOString(),
      staff_name: staffName,
      password_fingerprint: null,
      account_id: accountId,
      device: device ? device.slice(0, 300) : null,
      last_used_at: now.toISOString(),
    })
    .execute();
  await db.updateTable("staff_account").set({ last_seen_at: now.toISOString() }).where("id", "=", accountId).execute();
  return { token, tokenHash };
}

/** The session of this token, if it exists, has not expired and belongs to an account that is not disabled. */
export async function findStaffSession(db: Kysely<Database>, token: string, now = new Date()): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom("admin_session")
    .innerJoin("staff_account", "staff_account.id", "admin_session.account_id")
    .select([
      "admin_session.token_hash",
      "admin_session.expires_at",
      "admin_session.last_used_at",
      "staff_account.id",
      "staff_account.name",
      "staff_account.email",
      "staff_account.role",
    ])
    .where("admin_session.token_hash", "=", tokenHashOf(token))
    .where("admin_session.expires_at", ">", now.toISOString())
    .where("staff_account.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= touchEveryMs) {
    await db.updateTable("admin_session").set({ last_used_at: now.toISOString() }).where("token_hash", "=", row.token_hash).execute();
    await db.updateTable("staff_account").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { tokenHash: row.token_hash, expiresAt: row.expires_at, accountId: row.id, staffName: row.name, email: row.email, role: row.role };
}

/** The open sessions of an account, the most recently used first. */
export async function listAccountSessions(db: Kysely<Database>, accountId: string, now = new Date()): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("admin_session")
    .select(["token_hash", "device", "created_at", "last_used_at", "expires_at"])
    .where("account_id", "=", accountId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_used_at", "desc")
    .execute();
  return rows.map((row) => ({
    tokenHash: row.token_hash,
    device: row.device,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    expiresAt: row.expires_at,
  }));
}

/** Ends one session of an account, on every instance; false when it was not one of its open sessions. */
export async function closeAccountSession(db: Kysely<Database>, accountId: string, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("admin_session")
    .where("account_id", "=", accountId)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an account (but `except`, the one in use when the person changes their own password); resolves with how many. */
export async function closeAccountSessions(db: Kysely<Database>, accountId: string, except?: string): Promise<number> {
  let query = db.deleteFrom("admin_session").where("account_id", "=", accountId);
  if (except) query = query.where("token_hash", "!=", except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** « Se déconnecter partout » of an administrator: every staff session, on every device and instance; resolves with how many. */
export async function closeEveryStaffSession(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("admin_session").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The open sessions of each account, by its id (the team's page). */
export async function countOpenSessions(db: Kysely<Database>, now = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("admin_session")
    .select(["account_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("expires_at", ">", now.toISOString())
    .where("account_id", "is not", null)
    .groupBy("account_id")
    .execute();
  return new Map(rows.map((row) => [row.account_id ?? "", Number(row.count)]));
}
