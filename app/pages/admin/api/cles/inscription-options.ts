import { passkeysText } from "~/content/admin-passkeys";
import { keepChallenge, registrationOptions, relyingPartyOf } from "~/lib/auth/passkeys.server";
import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/**
 * POST /admin/api/cles/inscription-options: the options of navigator.credentials.create() to add a passkey to the
 * signed-in account (any role), and their challenge kept in a cookie for five minutes.
 */
export const POST = staffEndpoint(async ({ locals, url }, staff) => {
  const { site, scope } = locals;
  const party = relyingPartyOf(url, site.config.SITE_URL);
  if (!party) return jsonAnswer({ error: passkeysText.unavailable.domain }, 409);
  const options = await registrationOptions(site.db, staff, party.rpID);
  keepChallenge(scope.cookies, options.challenge, "register", staff.accountId);
  return jsonAnswer({ options });
});
