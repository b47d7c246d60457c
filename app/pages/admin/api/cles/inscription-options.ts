import { passkeyProofCodes } from "~/admin/accounts/passkey-proof";
import { keepChallenge, proveKeyOwner, registrationOptions, relyingPartyOf } from "~/admin/accounts/passkeys.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { passkeysText } from "~/content/admin/passkeys";
import { adminText } from "~/content/admin/shell";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { counted } from "~/lib/format/plural";

/**
 * POST /admin/api/cles/inscription-options `{ password? }`: the options of navigator.credentials.create() to add a
 * passkey to the signed-in account (any role), and their challenge kept in a cookie for five minutes. A session is
 * not proof enough that its owner is asking: the account's password must come with the request (counted against the
 * sign-in's wrong-password limits) unless the session was opened less than five minutes ago. Without it, a 403 (429
 * once the limit is reached) whose `code` tells the panel what to ask for (passkey-proof.ts).
 */
export const POST = staffEndpoint(async ({ locals, url }, staff) => {
  const { site, scope } = locals;
  const party = relyingPartyOf(url, site.config.SITE_URL);
  if (!party) return jsonAnswer({ error: passkeysText.unavailable.domain }, 409);
  const body = (scope.body.bytes.length === 0 ? null : jsonOf(scope.body)) as { password?: unknown } | null;
  const password = typeof body?.password === "string" ? body.password.slice(0, 1000) : undefined;
  const proof = await proveKeyOwner(site.db, site.config, staff, { password, clientAddress: locals.clientAddress ?? "unknown" });
  const text = passkeysText.proof;
  switch (proof.status) {
    case "password-required":
      return jsonAnswer({ error: text.required, code: passkeyProofCodes.passwordRequired }, 403);
    case "sign-in-required":
      return jsonAnswer({ error: text.signInRequired, code: passkeyProofCodes.signInRequired }, 403);
    case "wrong-password":
      site.logger.warn({ accountId: staff.accountId, address: locals.clientAddress }, "admin: wrong password before adding a passkey");
      return jsonAnswer({ error: text.wrong, code: passkeyProofCodes.wrongPassword }, 403);
    case "blocked":
      site.logger.warn({ accountId: staff.accountId, address: locals.clientAddress }, "admin: passkey refused, too many wrong passwords");
      return jsonAnswer({ error: text.blocked(counted(proof.minutes)), code: passkeyProofCodes.blocked }, 429, {
        "retry-after": String(proof.minutes * 60),
      });
    case "busy":
      return jsonAnswer({ error: adminText.login.busy }, 503, { "retry-after": "5" });
    case "proven":
      break;
  }
  const options = await registrationOptions(site.db, staff, party.rpID);
  keepChallenge(scope.cookies, options.challenge, "register", staff.accountId);
  return jsonAnswer({ options });
});
