import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import { voidStaffLinks } from "./staff-links.server";
import { closeAccountSessions } from "./staff-session.server";

/**
 * « Désactiver » (« Équipe », `npm run staff -- disable`): the account can no longer sign in by any means.
 * Its sessions end and its unused mailed links (an invitation, a forgotten password) are voided, together,
 * so that « Réactiver » brings none of them back: an administrator sends a new invitation if it is needed.
 */
export async function disableAccount(db: Kysely<Database>, accountId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_account").set({ disabled_at: now.toISOString() }).where("id", "=", accountId).execute();
    await voidStaffLinks(trx, accountId, { now });
    await closeAccountSessions(trx, accountId);
  });
}

/** « Réactiver »: the account signs in again, with its password or passkeys; no link of before comes back. */
export async function enableAccount(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.updateTable("staff_account").set({ disabled_at: null }).where("id", "=", accountId).execute();
}
