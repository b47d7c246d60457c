import type { Kysely } from "kysely";
import { accountsText } from "~/content/admin/accounts";
import { adminText } from "~/content/admin/shell";
import { adminNotice } from "~/lib/boundary/notice";
import type { Database, StaffRole } from "~/lib/db/schema";
import { counted } from "~/lib/format/plural";
import type { DeskWrite } from "../desk/actions.server";
import { disableAccount, enableAccount } from "./account-state.server";
import { findAccount, isStaffRole, setPassword } from "./accounts.server";
import { recordActivityAfter } from "./activity.server";
import { inviteStaffMember, resendInvitation } from "./invitations.server";
import { newStaffPasswordSchema, staffInvitationSchema } from "./staff-account";
import { attemptPassword } from "./staff-login.server";
import { closeAccountSession, closeAccountSessions } from "./staff-session.server";

/**
 * The writes of « Mon compte » (each person, on their own account) and of « Équipe » (administrators,
 * on the team's accounts), posted by plain forms: each says what it did in the notice of the next page.
 */

const done = (text: string, detail?: string) => adminNotice("done", text, detail);
const refused = (text: string) => adminNotice("refused", text);
const own = accountsText.account;
const team = accountsText.team;

/** « Changer le mot de passe »: the current one first; the other sessions end (a thief's with them). */
const changePassword: DeskWrite = async ({ site, clientAddress }, staff, field) => {
  const row = await site.db.selectFrom("staff_account").select("password_hash").where("id", "=", staff.accountId).executeTakeFirst();
  // Within the sign-in's wrong-password limits: a stolen session is no way to guess the password here.
  const current = await attemptPassword(site.db, site.config, {
    address: clientAddress ?? "unknown",
    email: staff.email,
    password: field("current"),
    stored: row?.password_hash ?? null,
  });
  if (current.status === "blocked") return refused(own.password.blocked(counted(current.minutes)));
  if (current.status === "busy") return refused(adminText.login.busy);
  if (current.status === "wrong") return refused(own.password.wrongCurrent);
  const parsed = newStaffPasswordSchema.safeParse({ password: field("password"), confirm: field("confirm") });
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? own.password.mismatch);
  await setPassword(site.db, staff.accountId, parsed.data.password, staff.tokenHash);
  await recordActivityAfter(site, staff, "password-changed");
  site.logger.info({ accountId: staff.accountId }, "staff: password changed, other sessions ended");
  return done(own.password.changed);
};

/** « Terminer » one of one's own sessions (never another account's). */
const endOwnSession: DeskWrite = async ({ site }, staff, field) => {
  const ended = await closeAccountSession(site.db, staff.accountId, field("session"));
  if (!ended) return refused(own.sessions.notFound);
  await recordActivityAfter(site, staff, "session-ended");
  return done(own.sessions.ended);
};

export const accountWrites = { changePassword, endOwnSession } satisfies Record<string, DeskWrite>;

/** Active administrators other than `exceptId`: the team must keep one. */
async function otherActiveAdmins(db: Kysely<Database>, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_account")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The account a team write is about, or why it is refused: it must exist, and an administrator never
 * lowers or disables their own account (another administrator must), nor the last active administrator.
 */
async function targetOf(db: Kysely<Database>, staffAccountId: string, id: string, { lowering }: { lowering: boolean }) {
  const account = await findAccount(db, id);
  if (!account) return { refusal: refused(team.refused.notFound) };
  if (lowering && account.id === staffAccountId) return { refusal: refused(team.refused.yourself) };
  if (lowering && account.role === "admin" && (await otherActiveAdmins(db, account.id)) === 0)
    return { refusal: refused(team.refused.lastAdmin) };
  return { account };
}

/** « Passer rédacteur / administrateur ». */
const setRole: DeskWrite = async ({ site }, staff, field) => {
  const role = field("role");
  if (!isStaffRole(role)) return refused(team.refused.notFound);
  const { account, refusal } = await targetOf(site.db, staff.accountId, field("account"), { lowering: role !== "admin" });
  if (!account) return refusal;
  await site.db
    .updateTable("staff_account")
    .set({ role: role as StaffRole })
    .where("id", "=", account.id)
    .execute();
  await recordActivityAfter(site, staff, "account-role-changed", `${account.name} (${accountsText.roles[role]})`);
  return done(team.done.role(account.name, accountsText.rolesInSentence[role]));
};

/** « Terminer ses sessions »: every session of that account, on every device; the next click asks to sign in. */
const endSessions: DeskWrite = async ({ site }, staff, field) => {
  const account = await findAccount(site.db, field("account"));
  if (!account) return refused(team.refused.notFound);
  const ended = await closeAccountSessions(site.db, account.id, account.id === staff.accountId ? staff.tokenHash : undefined);
  await recordActivityAfter(site, staff, "account-sessions-ended", account.name);
  site.logger.info({ accountId: account.id, ended, by: staff.accountId }, "staff: an account's sessions were ended");
  return done(team.done.sessionsEnded(account.name, counted(ended)));
};

/** « Désactiver »: the account can no longer sign in by any means; its sessions end at once and its unused links are voided. */
const disable: DeskWrite = async ({ site }, staff, field) => {
  const { account, refusal } = await targetOf(site.db, staff.accountId, field("account"), { lowering: true });
  if (!account) return refusal;
  await disableAccount(site.db, account.id);
  await recordActivityAfter(site, staff, "account-disabled", account.name);
  return done(team.done.disabled(account.name));
};

const enable: DeskWrite = async ({ site }, staff, field) => {
  const account = await findAccount(site.db, field("account"));
  if (!account) return refused(team.refused.notFound);
  await enableAccount(site.db, account.id);
  await recordActivityAfter(site, staff, "account-enabled", account.name);
  return done(team.done.enabled(account.name));
};

/** « Envoyer l'invitation »: the account, waiting for its password, and the mailed link (or, without SMTP_URL, the link to pass on). */
const invite: DeskWrite = async ({ site }, staff, field) => {
  const parsed = staffInvitationSchema.safeParse({ name: field("name"), email: field("email"), role: field("role") });
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? team.invite.emailInvalid);
  const result = await inviteStaffMember(site, parsed.data, staff);
  if (result.status === "taken") return refused(team.invite.taken);
  if (result.status === "no-mail") return done(team.invite.noMail(result.account.name), result.link);
  return done(team.invite.sent(result.account.email));
};

/** « Renvoyer l'invitation »: a new link (the earlier one stops working). */
const resend: DeskWrite = async ({ site }, staff, field) => {
  const result = await resendInvitation(site, field("account"), staff);
  switch (result.status) {
    case "sent":
      return done(team.invite.sent(result.account.email));
    case "no-mail":
      return done(team.invite.noMail(result.account.name), result.link);
    case "accepted": {
      const account = await findAccount(site.db, field("account"));
      return refused(team.invite.accepted(account?.name ?? ""));
    }
    default:
      return refused(team.refused.notFound);
  }
};

export const teamWrites = { setRole, endSessions, disable, enable, invite, resendInvitation: resend } satisfies Record<string, DeskWrite>;
