import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { PasskeySummary } from "~/admin/accounts/passkeys.server";
import { type ApiAnswer, callAdminApi } from "~/admin/shell/admin-api.client";
import { passkeysText } from "~/content/admin/passkeys";

/**
 * The browser's half of the staff's passkeys (the server's is app/admin/accounts/passkeys.server.ts): each ceremony asks
 * the endpoints of app/pages/admin/api/cles/ for its options, hands them to WebAuthn, and sends the key's answer
 * back. Every failure, the browser's and the network's included, comes back as a French message.
 */

export type PasskeyResult<Value> = ApiAnswer<Value>;

/** Why passkeys cannot be offered here, or "ready". */
export type PasskeyAvailability = "ready" | keyof typeof passkeysText.unavailable;

/**
 * Checked in the browser, at the address the person actually opened: an IP address cannot be a relying party
 * (browsers refuse it, see relyingPartyOf), a page that is not a secure context has no WebAuthn at all, and an
 * old browser has none either.
 */
export function passkeyAvailability(): PasskeyAvailability {
  const host = window.location.hostname;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[")) return "domain";
  if (!window.isSecureContext) return "insecure";
  return browserSupportsWebAuthn() ? "ready" : "browser";
}

/** One call of the passkeys' endpoints, its failures in the passkeys' words. */
function post<Value>(path: string, body?: unknown, method = "POST"): Promise<PasskeyResult<Value>> {
  return callAdminApi<Value>(path, { method, body }, passkeysText.errors);
}

/** What the browser's refusal means for the person: cancelled (or timed out), already there, or something else. */
function browserError(error: unknown, cancelled: string): string {
  const name = error instanceof Error ? error.name : "";
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (name === "NotAllowedError" || name === "AbortError") return cancelled;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return passkeysText.panel.alreadyRegistered;
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return passkeysText.unavailable.domain;
  return passkeysText.errors.browser;
}

/** Signs in with a key the browser offers; resolves with the admin address to go to. */
export async function signInWithPasskey(returnTo?: string): Promise<PasskeyResult<string>> {
  const options = await post<{ options: PublicKeyCredentialRequestOptionsJSON }>("/admin/api/cles/connexion-options");
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.value.options });
  } catch (error) {
    return { ok: false, error: browserError(error, passkeysText.signIn.cancelled), status: 0 };
  }
  const signedIn = await post<{ location: string }>("/admin/api/cles/connexion", { response, ...(returnTo ? { retour: returnTo } : {}) });
  return signedIn.ok ? { ok: true, value: signedIn.value.location } : signedIn;
}

/**
 * Adds a key of this device to the signed-in account; resolves with the new key and the account's keys. `password`:
 * the account's, typed in the panel; without it the server accepts only a sign-in of the last five minutes, and its
 * refusal's `code` says to ask for the password (asksForPassword in app/admin/accounts/passkey-proof.ts).
 */
export async function addPasskey(password?: string): Promise<PasskeyResult<{ passkey: PasskeySummary; passkeys: PasskeySummary[] }>> {
  const options = await post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    "/admin/api/cles/inscription-options",
    password === undefined ? {} : { password },
  );
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.value.options });
  } catch (error) {
    return { ok: false, error: browserError(error, passkeysText.panel.cancelled), status: 0 };
  }
  return post("/admin/api/cles/inscription", { response });
}

/** Removes one of the account's keys; resolves with the keys left. */
export function removePasskey(id: string): Promise<PasskeyResult<{ passkeys: PasskeySummary[] }>> {
  return post(`/admin/api/cles/${encodeURIComponent(id)}`, undefined, "DELETE");
}
