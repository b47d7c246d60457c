import { accountsText } from "~/content/admin/accounts";
import { recoveryText } from "~/content/admin/recovery";
import type { SiteServices } from "~/lib/boundary/context.server";
import type { StaffRole } from "~/lib/db/schema";
import { formatLongDateTime } from "~/lib/format/date";
import { queueStaffMail, staffMailConfigured } from "~/lib/outbox/staff-mail.server";
import { createAccount, findAccount, type StaffAccount } from "./accounts.server";
import { type Actor, recordActivityAfter } from "./activity.server";
import { createStaffLink, staffLinkAddress } from "./staff-links.server";

/**
 * What an invitation came to:
 * - "sent": the mail waits in the staff mails' queue (the outbox's worker sends it within seconds);
 * - "taken": an account has the address already (nothing was created);
 * - "no-mail": SMTP_URL is not set, so no mail can leave: `link` is the invitation's address, for the
 *   administrator to pass on by hand (it works like the mailed one, once, for 72 hours).
 */
export type InvitationResult =
  | { status: "sent"; account: StaffAccount }
  | { status: "taken" }
  | { status: "no-mail"; account: StaffAccount; link: string };

/** What sending an invitation again came to: as an invitation, or why there is none to send. */
export type ResendResult =
  | { status: "sent"; account: StaffAccount }
  | { status: "no-mail"; account: StaffAccount; link: string }
  | { status: "not-found" }
  | { status: "disabled" }
  /** The person has chosen a password already: they sign in, or use « Mot de passe oublié ». */
  | { status: "accepted" };

/** A new invitation link for `account`, mailed (or handed back without SMTP_URL); earlier invitation links stop working. */
async function sendInvitation(
  site: SiteServices,
  account: StaffAccount,
  invitedBy: Actor,
): Promise<Exclude<ResendResult, { status: "not-found" | "disabled" | "accepted" }>> {
  const { db, config, logger } = site;
  const { token, expiresAt } = await createStaffLink(db, account.id, "invitation");
  const link = staffLinkAddress(config.SITE_URL, token);
  await recordActivityAfter(site, invitedBy, "account-invited", account.name);
  if (!staffMailConfigured(config)) {
    logger.warn({ accountId: account.id }, "staff: invitation not mailed, SMTP_URL is not set (the link is shown to the administrator)");
    return { status: "no-mail", account, link };
  }
  const role = accountsText.rolesInSentence[account.role];
  const until = formatLongDateTime(new Date(expiresAt));
  await queueStaffMail(db, {
    to: account.email,
    subject: recoveryText.mail.invitationSubject(invitedBy.staffName),
    body: recoveryText.mail.invitationBody(account.name, invitedBy.staffName, role, link, until),
  });
  logger.info({ accountId: account.id, by: invitedBy.accountId }, "staff: invitation queued");
  return { status: "sent", account };
}

/**
 * Invites a person: their account is created without a password (they choose it from the link), an
 * invitation link valid 72 hours is made and mailed, and the activity log says who invited whom.
 */
export async function inviteStaffMember(
  site: SiteServices,
  person: { name: string; email: string; role: StaffRole },
  invitedBy: Actor,
): Promise<InvitationResult> {
  const account = await createAccount(site.db, person);
  if (account === "taken") return { status: "taken" };
  return sendInvitation(site, account, invitedBy);
}

/** Sends an invitation again (a new link; the earlier ones stop working), while it has not been accepted. */
export async function resendInvitation(site: SiteServices, accountId: string, by: Actor): Promise<ResendResult> {
  const account = await findAccount(site.db, accountId);
  if (!account) return { status: "not-found" };
  if (account.disabledAt) return { status: "disabled" };
  if (account.hasPassword) return { status: "accepted" };
  return sendInvitation(site, account, by);
}
