import type { APIRoute } from "astro";
import { checkPasskeySignIn, relyingPartyOf, takeChallenge } from "~/admin/accounts/passkeys.server";
import { startStaffSession } from "~/admin/accounts/staff-login.server";
import { adminAddresses, safeReturnAddress } from "~/admin/shell/addresses";
import { accountsText } from "~/content/admin/accounts";
import { passkeysText } from "~/content/admin/passkeys";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/**
 * POST /admin/api/cles/connexion `{ response, retour? }`, without a session: the key's answer to the challenge of
 * the cookie (answered once: the same cookie and answer sent again are refused, whatever the key's counter). A key
 * of an account that is not disabled opens a session (its cookie set) and the answer says where to go: `retour`, an
 * admin address, or /admin. A refusal says nothing of the accounts.
 */
export const POST: APIRoute = async ({ locals, url }) => {
  const { site, scope, clientAddress } = locals;
  const body = jsonOf(scope.body) as { response?: unknown; retour?: unknown } | null;
  const party = relyingPartyOf(url, site.config.SITE_URL);
  if (!party) return jsonAnswer({ error: passkeysText.unavailable.domain }, 409);
  const taken = await takeChallenge(site.db, scope.cookies, "sign-in");
  if (taken.status === "replayed") site.logger.warn({ address: clientAddress }, "admin: a passkey sign-in was replayed");
  if (taken.status !== "taken") return jsonAnswer({ error: passkeysText.errors.expired }, 400);
  const result = await checkPasskeySignIn(site.db, body?.response, { challenge: taken.challenge, ...party });
  switch (result.status) {
    case "ok": {
      await startStaffSession(scope, result.account, accountsText.activity.byPasskey);
      const retour = typeof body?.retour === "string" ? body.retour : undefined;
      return jsonAnswer({ location: safeReturnAddress(retour) ?? adminAddresses.home });
    }
    case "disabled":
      site.logger.warn({ address: clientAddress }, "admin: passkey of a disabled account");
      return jsonAnswer({ error: passkeysText.signIn.disabled }, 403);
    case "unknown":
      site.logger.warn({ address: clientAddress }, "admin: unknown passkey");
      return jsonAnswer({ error: passkeysText.signIn.unknownKey }, 401);
    case "refused":
      site.logger.warn({ address: clientAddress }, "admin: passkey refused");
      return jsonAnswer({ error: passkeysText.errors.refused }, 401);
  }
};
