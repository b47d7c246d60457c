import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffLinkPurpose } from "~/lib/db/schema";
import { adminAddresses } from "../shell/addresses";
import { accountOfRow, type StaffAccount } from "./accounts.server";

/**
 * Single-use links sent by mail (an invitation, a forgotten password): a random 32-byte token in the
 * address (base64url), of which only the SHA-256 is kept, so a copy of the database opens no account.
 */

/** How long a link opens its form: 30 minutes for a forgotten password, 72 hours for an invitation. */
const staffLinkLifetimeMs: Record<StaffLinkPurpose, number> = {
  reset: 30 * 60_000,
  invitation: 72 * 3_600_000,
};

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Looks like one of our tokens (43 base64url characters): anything else is not even looked up. */
function wellFormed(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface NewStaffLink {
  /** The token for the link's address; never stored. */
  token: string;
  expiresAt: string;
}

/**
 * Makes a link for `accountId`. The account's earlier unused links of the same purpose stop working: only
 * the last mail's link opens the form (a second « Mot de passe oublié », an invitation sent again).
 */
export async function createStaffLink(
  db: Kysely<Database>,
  accountId: string,
  purpose: StaffLinkPurpose,
  now = new Date(),
): Promise<NewStaffLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + staffLinkLifetimeMs[purpose]).toISOString();
  await voidStaffLinks(db, accountId, { purpose, now });
  // Links that can no longer be used are of no more use: they go as new ones come.
  await db.deleteFrom("staff_link").where("account_id", "=", accountId).where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("staff_link")
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      purpose,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Voids the account's unused links, of one purpose or all of them: they open nothing any more, whatever
 * becomes of the account (a link voided when it is disabled does not come back when it is enabled again).
 */
export async function voidStaffLinks(
  db: Kysely<Database>,
  accountId: string,
  { purpose, now = new Date() }: { purpose?: StaffLinkPurpose; now?: Date } = {},
): Promise<void> {
  let unused = db
    .updateTable("staff_link")
    .set({ used_at: now.toISOString() })
    .where("account_id", "=", accountId)
    .where("used_at", "is", null);
  if (purpose) unused = unused.where("purpose", "=", purpose);
  await unused.execute();
}

export interface OpenStaffLink {
  account: StaffAccount;
  purpose: StaffLinkPurpose;
  expiresAt: string;
}

/** The usable link of `token` (unused, not expired, its account enabled), without using it: to show its form. */
export async function peekStaffLink(db: Kysely<Database>, token: string, now = new Date()): Promise<OpenStaffLink | undefined> {
  if (!wellFormed(token)) return undefined;
  const row = await db
    .selectFrom("staff_link")
    .innerJoin("staff_account", "staff_account.id", "staff_link.account_id")
    .selectAll("staff_account")
    .select(["staff_link.purpose", "staff_link.expires_at"])
    .where("staff_link.token_hash", "=", tokenHash(token))
    .where("staff_link.used_at", "is", null)
    .where("staff_link.expires_at", ">", now.toISOString())
    .where("staff_account.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { purpose, expires_at, ...account } = row;
  return { account: accountOfRow(account), purpose, expiresAt: expires_at };
}

/**
 * Uses the link of `token` for `purpose`, once: a conditional update (unused and not expired) marks it
 * used, so of two tabs posting at the same moment only one gets the account. Undefined when the link is
 * unknown, of another purpose, used, expired, or its account disabled.
 */
export async function consumeStaffLink(
  db: Kysely<Database>,
  token: string,
  purpose: StaffLinkPurpose,
  now = new Date(),
): Promise<StaffAccount | undefined> {
  if (!wellFormed(token)) return undefined;
  const used = await db
    .updateTable("staff_link")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("account_id")
    .executeTakeFirst();
  if (!used) return undefined;
  const row = await db
    .selectFrom("staff_account")
    .selectAll()
    .where("id", "=", used.account_id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return row ? accountOfRow(row) : undefined;
}

/** The link's absolute address, as the mail gives it: /admin/nouveau-mot-de-passe?jeton=… on SITE_URL. */
export function staffLinkAddress(siteUrl: string, token: string): string {
  return `${siteUrl}${adminAddresses.newPassword}?jeton=${token}`;
}
