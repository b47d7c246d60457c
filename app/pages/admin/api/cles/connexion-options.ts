import type { APIRoute } from "astro";
import { authenticationOptions, keepChallenge, relyingPartyOf } from "~/admin/accounts/passkeys.server";
import { passkeysText } from "~/content/admin/passkeys";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/**
 * POST /admin/api/cles/connexion-options, without a session: the options of navigator.credentials.get() to sign in
 * with a passkey. They name no account and no key (the browser offers the keys it holds for this site), so they
 * tell a stranger nothing; their challenge is kept in a cookie for five minutes.
 */
export const POST: APIRoute = async ({ locals, url }) => {
  const { site, scope } = locals;
  const party = relyingPartyOf(url, site.config.SITE_URL);
  if (!party) return jsonAnswer({ error: passkeysText.unavailable.domain }, 409);
  const options = await authenticationOptions(party.rpID);
  keepChallenge(scope.cookies, options.challenge, "sign-in");
  return jsonAnswer({ options });
};
