import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { newId } from "~/lib/db/ids";
import type { Database } from "~/lib/db/schema";

/** What the « Activité » view lists; each action's French wording is in app/content/admin/accounts.ts. */
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
  | "test-email-sent"
  | "letter-saved"
  | "letter-tested"
  | "letter-scheduled"
  | "letter-unscheduled"
  | "letter-sent"
  | "facts-changed"
  | "prices-changed";

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

/**
 * Records a staff action once the action itself has committed, as its own small write: a failure is
 * logged (with what would have been written, so the line can be put back by hand) and never thrown.
 *
 * Why not the action's own transaction: the action is what the staff member asked for and what the
 * answer says happened (an article saved, a lead marked handled, an export downloaded); an audit line
 * that cannot be written must not undo it or turn its success into an error. The cost is that a
 * database failing between the two writes leaves the action out of « Activité »; the server's log
 * then has it, under "activity: not recorded".
 */
export async function recordActivityAfter(
  { db, logger }: { db: Kysely<Database>; logger: Pick<Logger, "error"> },
  actor: Actor,
  action: StaffAction,
  subject?: string,
): Promise<void> {
  try {
    await recordActivity(db, actor, action, subject);
  } catch (error) {
    logger.error({ err: error, action, accountId: actor.accountId, staffName: actor.staffName, subject }, "activity: not recorded");
  }
}

export interface ActivityLine {
  id: string;
  at: string;
  accountName: string;
  action: StaffAction;
  subject: string | null;
}

/** The last `limit` lines, newest first; only those of the person named `accountName` when it is given. */
export async function listActivity(
  db: Kysely<Database>,
  limit = 200,
  { accountName }: { accountName?: string } = {},
): Promise<ActivityLine[]> {
  let query = db.selectFrom("staff_activity").selectAll();
  if (accountName) query = query.where("account_name", "=", accountName);
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    accountName: row.account_name,
    action: row.action as StaffAction,
    subject: row.subject,
  }));
}

/** Every name the log has lines of, in alphabetical order: the choices of the « Activité » page's filter. */
export async function activityNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("staff_activity").select("account_name").distinct().orderBy("account_name").execute();
  return rows.map((row) => row.account_name);
}
