import type { Kysely } from "kysely";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";

/** What the « Activité » view lists; each action's French wording is in app/content/admin-accounts.ts. */
export type StaffAction =
  | "signed-in"
  | "signed-out"
  | "password-changed"
  | "password-reset"
  | "passkey-added"
  | "passkey-removed"
  | "session-ended"
  | "account-invited"
  | "account-role-changed"
  | "account-disabled"
  | "account-enabled"
  | "account-sessions-ended"
  | "every-session-ended"
  | "article-saved"
  | "article-status-changed"
  | "article-deleted"
  | "trash-emptied"
  | "lead-status-changed"
  | "delivery-resent"
  | "subscriber-removed"
  | "leads-exported"
  | "subscribers-exported"
  | "test-email-sent";

/** Who did it: an account (its name as it is now, kept with the line). */
export interface Actor {
  accountId: string;
  staffName: string;
}

/** Writes one line of the activity log. `subject`: what it was done to, in words, cut to 200 characters. */
export async function recordActivity(
  db: Kysely<Database>,
  actor: Actor,
  action: StaffAction,
  subject?: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("staff_activity")
    .values({
      id: newId(now.getTime()),
      at: now.toISOString(),
      account_id: actor.accountId,
      account_name: actor.staffName,
      action,
      subject: subject ? subject.slice(0, 200) : null,
    })
    .execute();
}

export interface ActivityLine {
  id: string;
  at: string;
  accountName: string;
  action: StaffAction;
  subject: string | null;
}

/** The last `limit` lines, newest first. */
export async function listActivity(db: Kysely<Database>, limit = 200): Promise<ActivityLine[]> {
  const rows = await db.selectFrom("staff_activity").selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    accountName: row.account_name,
    action: row.action as StaffAction,
    subject: row.subject,
  }));
}
