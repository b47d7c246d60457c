import { recordActivityAfter } from "~/admin/accounts/activity.server";
import { listPasskeys, relyingPartyOf, savePasskey, takeChallenge } from "~/admin/accounts/passkeys.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { passkeysText } from "~/content/admin/passkeys";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { staffMailConfigured } from "~/lib/outbox/staff-mail.server";

/**
 * POST /admin/api/cles/inscription `{ response }`: the browser's answer to the options above. The key is checked
 * against the challenge of this account's cookie (issued only after the owner's proof, and answered once), kept,
 * its owner mailed (with the key, in one transaction, when SMTP_URL is set), and the account's list of keys answered.
 */
export const POST = staffEndpoint(async ({ locals, url, request }, staff) => {
  const { site, scope } = locals;
  const body = jsonOf(scope.body) as { response?: unknown } | null;
  const party = relyingPartyOf(url, site.config.SITE_URL);
  if (!party) return jsonAnswer({ error: passkeysText.unavailable.domain }, 409);
  const taken = await takeChallenge(site.db, scope.cookies, "register", staff.accountId);
  if (taken.status === "replayed") site.logger.warn({ accountId: staff.accountId }, "admin: a passkey registration was replayed");
  if (taken.status !== "taken") return jsonAnswer({ error: passkeysText.errors.expired }, 400);
  const mailOwner = staffMailConfigured(site.config) ? { siteUrl: site.config.SITE_URL } : undefined;
  const answer = await savePasskey(site.db, staff, body?.response, {
    challenge: taken.challenge,
    ...party,
    userAgent: request.headers.get("user-agent"),
    mailOwner,
  });
  if (answer.status === "refused") {
    site.logger.warn({ accountId: staff.accountId }, "admin: a passkey was not added");
    return jsonAnswer({ error: answer.message }, 400);
  }
  await recordActivityAfter(site, staff, "passkey-added", answer.passkey.label);
  if (!mailOwner) site.logger.warn({ accountId: staff.accountId }, "staff: passkey added, its owner not mailed: SMTP_URL is not set");
  site.logger.info({ accountId: staff.accountId }, "admin: passkey added");
  return jsonAnswer({ passkey: answer.passkey, passkeys: await listPasskeys(site.db, staff.accountId) });
});
