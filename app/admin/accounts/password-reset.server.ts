import { accountsText } from "~/content/admin/accounts";
import { recoveryText } from "~/content/admin/recovery";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { formatLongDateTime } from "~/lib/format/date";
import { firstErrors } from "~/lib/forms/field-errors";
import { queueStaffMail, staffMailConfigured } from "~/lib/outbox/staff-mail.server";
import { accountOfRow, normalEmail, setPassword } from "./accounts.server";
import { recordActivityAfter } from "./activity.server";
import { removeAccountPasskeys } from "./passkeys.server";
import { newStaffPasswordSchema as newPasswordSchema } from "./staff-account";
import { consumeStaffLink, createStaffLink, type OpenStaffLink, peekStaffLink, staffLinkAddress } from "./staff-links.server";
import { clearLoginFailures, startStaffSession } from "./staff-login.server";
import { forgottenPasswordSchema, removePasskeysField } from "./staff-recovery";

/** Reset mails one account may receive per hour, whoever asks. */
const resetMailsPerAccountHour = 3;
const hourMs = 3_600_000;

/** What a post of « Mot de passe oublié » comes to. */
export type ResetRequestAnswer =
  /** The same answer for every address: `mailed` settles once the work behind it is done (tests wait on it; the page does not). */
  | { status: "accepted"; mailed: Promise<void> }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "too-many"; minutes: number };

/**
 * « Mot de passe oublié »: the posts are limited per client address (ADMIN_RESET_REQUESTS_PER_HOUR, in the
 * site's shared rate limits); a well-formed address is always answered the same, at once, and the account
 * is looked up only after, off the request's path: neither the answer nor its time tells whether an account
 * has the address.
 */
export async function askForPasswordReset(
  site: SiteServices,
  clientAddress: string | undefined,
  form: FormData,
): Promise<ResetRequestAnswer> {
  const limit = await site.rateLimits.hit(`staff-reset:${clientAddress ?? "unknown"}`, site.config.ADMIN_RESET_REQUESTS_PER_HOUR, hourMs);
  if (!limit.allowed) {
    site.logger.warn({ address: clientAddress }, "staff: too many forgotten-password requests from this address");
    return { status: "too-many", minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) };
  }
  const parsed = forgottenPasswordSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return { status: "invalid", errors: firstErrors(parsed.error.issues) };
  const email = parsed.data.email;
  const mailed = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => void (await mailResetLink(site, email)))
    .catch((error: unknown) => site.logger.error({ err: error }, "staff: the forgotten-password mail could not be prepared"));
  return { status: "accepted", mailed };
}

/**
 * The work behind « Mot de passe oublié »: an enabled account with this address gets a reset link by mail
 * (at most 3 an hour; a new link voids the earlier ones). Nothing for an unknown or disabled address.
 */
async function mailResetLink(
  site: SiteServices,
  email: string,
  now = new Date(),
): Promise<"queued" | "no-account" | "limited" | "no-mail"> {
  const { db, config, logger } = site;
  const row = await db.selectFrom("staff_account").selectAll().where("email", "=", normalEmail(email)).executeTakeFirst();
  if (!row || row.disabled_at !== null) return "no-account";
  const account = accountOfRow(row);
  const limit = await site.rateLimits.hit(`staff-reset-mail:${account.id}`, resetMailsPerAccountHour, hourMs);
  if (!limit.allowed) {
    logger.warn({ accountId: account.id }, "staff: reset mail not sent, 3 already this hour");
    return "limited";
  }
  if (!staffMailConfigured(config)) {
    logger.warn({ accountId: account.id }, "staff: reset mail not sent, SMTP_URL is not set");
    return "no-mail";
  }
  const { token, expiresAt } = await createStaffLink(db, account.id, "reset", now);
  const until = formatLongDateTime(new Date(expiresAt));
  await queueStaffMail(
    db,
    {
      to: account.email,
      subject: recoveryText.mail.resetSubject,
      body: recoveryText.mail.resetBody(account.name, staffLinkAddress(config.SITE_URL, token), until),
    },
    now,
  );
  logger.info({ accountId: account.id }, "staff: reset mail queued");
  return "queued";
}

/** What a post of « Choisissez votre mot de passe » comes to. */
export type NewPasswordAnswer =
  | { status: "signed-in" }
  /** Unknown, used, expired, replaced, or its account disabled. */
  | { status: "invalid" }
  | { status: "refused"; link: OpenStaffLink; errors: Record<string, string> };

/**
 * Sets the password of a mailed link's account (an invitation or a forgotten password): the form is checked
 * first, then the link is used (once: of two tabs, one wins), the password set (every session of the
 * account ends), the account's passkeys removed when the box « Supprimer aussi les clés d'accès » was checked
 * (so that someone recovering from a stolen session closes every way in), the e-mail's failed sign-ins
 * forgotten, and a session opened on this device.
 */
export async function chooseNewPassword(scope: RequestScope, token: string, form: FormData): Promise<NewPasswordAnswer> {
  const { db, logger } = scope.site;
  const link = await peekStaffLink(db, token);
  if (!link) return { status: "invalid" };
  const parsed = newPasswordSchema.safeParse({ password: String(form.get("password") ?? ""), confirm: String(form.get("confirm") ?? "") });
  if (!parsed.success) return { status: "refused", link, errors: firstErrors(parsed.error.issues) };
  const account = await consumeStaffLink(db, token, link.purpose);
  if (!account) return { status: "invalid" };
  await setPassword(db, account.id, parsed.data.password);
  const removedKeys = form.get(removePasskeysField) === null ? [] : await removeAccountPasskeys(db, account.id);
  await clearLoginFailures(db, { email: account.email });
  const actor = { accountId: account.id, staffName: account.name };
  await recordActivityAfter(scope.site, actor, "password-reset");
  for (const key of removedKeys) await recordActivityAfter(scope.site, actor, "passkey-removed", key.label);
  logger.info(
    { accountId: account.id, purpose: link.purpose, passkeysRemoved: removedKeys.length },
    "staff: password chosen from a mailed link",
  );
  await startStaffSession(scope, { ...account, hasPassword: true, passwordFromSetting: false }, accountsText.activity.byLink);
  return { status: "signed-in" };
}
