import { isIP } from "node:net";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { passkeysText } from "~/content/admin-passkeys";
import { type CookieJar, type PasskeyChallenge, passkeyChallengeSeconds } from "../boundary/cookies.server";
import type { Database } from "../db/schema";
import { accountOfRow, type StaffAccount } from "./accounts.server";
import { deviceLabel } from "./device-label";
import type { StaffSession } from "./staff-session.server";

/**
 * Passkeys (WebAuthn), a second way for staff to sign in: a key is added from « Mon compte » by a signed-in
 * person, and signs in without an e-mail address (a discoverable credential: the browser offers the keys it holds
 * for this site, and the key says which account it belongs to). The database keeps each key's public key and
 * signature counter in `staff_passkey`; the random challenge of a ceremony lives in a signed cookie for five
 * minutes and is cleared when used (cookies.server.ts).
 */

/**
 * The key algorithms offered and accepted: EdDSA, ES256, RS256 (COSE ids), what every platform's passkeys use.
 * Named here rather than left to the library, whose default probes Node's experimental post-quantum Web Crypto
 * (and writes an ExperimentalWarning to the logs) to add ML-DSA-44, which no authenticator we know of makes.
 */
const keyAlgorithms = [-8, -7, -257];

/** One key in the person's list (never its public key). */
export interface PasskeySummary {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The relying party of a request: the site's host name (the RP ID, to which every key is bound) and the origins
 * the browser may report in a ceremony.
 *
 * Both come from the request's URL as the site sees it, so the same code works at http://localhost:3000 in
 * development and the tests, and at the public address in production. Behind nginx the site sees http while the
 * browser is on https (Astro reads no X-Forwarded-Proto): SITE_URL's origin is accepted too when it names the same
 * host, as the cross-site check of the request boundary does. The browser's own check (the RP ID must be the page's
 * host or a parent of it) is what keeps another site's page from using our keys.
 *
 * undefined for an IP address (http://127.0.0.1:3000, the preview's address): WebAuthn binds a key to a domain
 * name and browsers refuse an IP address as RP ID (a SecurityError), so the pages say that passkeys need the
 * site's domain name instead of offering a button that can only fail.
 */
export function relyingPartyOf(url: URL, siteUrl: string): { rpID: string; origins: string[] } | undefined {
  const rpID = url.hostname;
  if (isIpHost(rpID)) return undefined;
  const site = new URL(siteUrl);
  const origins = [url.origin];
  if (site.hostname === rpID && site.origin !== url.origin) origins.push(site.origin);
  return { rpID, origins };
}

/** Whether a URL's hostname is an IP address (IPv6 comes in brackets). */
function isIpHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, "")) !== 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The challenge cookie.

/** Keeps a ceremony's challenge in the signed cookie (replacing any earlier one: one ceremony at a time per browser). */
export function keepChallenge(
  cookies: CookieJar,
  challenge: string,
  purpose: PasskeyChallenge["purpose"],
  accountId?: string,
  now = new Date(),
): void {
  cookies.set("passkeyChallenge", { challenge, purpose, ...(accountId ? { accountId } : {}), issuedAt: now.getTime() });
}

/**
 * The challenge of the ceremony this request ends, taken once: the cookie is cleared whatever it held, so a
 * second answer with the same cookie finds none. undefined when there is none, it is for another purpose or
 * another account, or it is older than five minutes (the cookie's own Max-Age is only the browser's promise).
 */
export async function takeChallenge(
  cookies: CookieJar,
  purpose: PasskeyChallenge["purpose"],
  accountId?: string,
  now = new Date(),
): Promise<string | undefined> {
  const kept = await cookies.get("passkeyChallenge", { acceptUnsigned: false });
  if (cookies.sent("passkeyChallenge")) cookies.clear("passkeyChallenge");
  if (!kept || kept.purpose !== purpose || kept.accountId !== accountId) return undefined;
  const age = now.getTime() - kept.issuedAt;
  if (age < 0 || age > passkeyChallengeSeconds * 1000) return undefined;
  return kept.challenge;
}

// ---------------------------------------------------------------------------------------------------------------
// The key's label.

/** « Chrome sur Android »: what a key is called in its owner's list, from the browser that added it. */
export function passkeyLabel(userAgent: string | null | undefined): string {
  return deviceLabel(userAgent) ?? passkeysText.unknownDevice;
}

// ---------------------------------------------------------------------------------------------------------------
// Adding a key to the signed-in account.

/** Who is adding a key: the signed-in account. */
export type KeyOwner = Pick<StaffSession, "accountId" | "staffName" | "email">;

/** The options of navigator.credentials.create() for the signed-in account; its keys are excluded (one per authenticator). */
export async function registrationOptions(
  db: Kysely<Database>,
  owner: KeyOwner,
  rpID: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.selectFrom("staff_passkey").select(["id", "transports"]).where("account_id", "=", owner.accountId).execute();
  return generateRegistrationOptions({
    rpName: passkeysText.relyingPartyName,
    rpID,
    userName: owner.email,
    userDisplayName: owner.staffName,
    // The account's id, which the key gives back when it signs in (userHandle); not the e-mail, which can change.
    userID: new TextEncoder().encode(owner.accountId),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    supportedAlgorithmIDs: keyAlgorithms,
  });
}

export type SaveAnswer = { status: "saved"; passkey: PasskeySummary } | { status: "refused"; message: string };

/**
 * Checks the browser's answer to those options and keeps the new key. The key must have signed this challenge,
 * for this site's host, from one of its origins, with user verification (a PIN, a fingerprint, the phone's
 * lock): a key that signs in without a password must not open the account on possession alone.
 */
export async function savePasskey(
  db: Kysely<Database>,
  owner: KeyOwner,
  answer: unknown,
  { challenge, rpID, origins, userAgent }: { challenge: string; rpID: string; origins: string[]; userAgent: string | null },
  now = new Date(),
): Promise<SaveAnswer> {
  if (!isCredentialAnswer(answer)) return { status: "refused", message: passkeysText.errors.invalid };
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: answer as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: keyAlgorithms,
    });
  } catch {
    return { status: "refused", message: passkeysText.errors.refused };
  }
  if (!verification.verified) return { status: "refused", message: passkeysText.errors.refused };
  const { credential } = verification.registrationInfo;
  const passkey: PasskeySummary = { id: credential.id, label: passkeyLabel(userAgent), createdAt: now.toISOString(), lastUsedAt: null };
  const inserted = await db
    .insertInto("staff_passkey")
    .values({
      id: credential.id,
      account_id: owner.accountId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      label: passkey.label,
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return { status: "refused", message: passkeysText.panel.alreadyRegistered };
  return { status: "saved", passkey };
}

// ---------------------------------------------------------------------------------------------------------------
// Signing in.

/** The options of navigator.credentials.get(): no list of keys (so no e-mail address first), the browser offers its own. */
export function authenticationOptions(rpID: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID, allowCredentials: [], userVerification: "required" });
}

export type PasskeySignIn = { status: "ok"; account: StaffAccount } | { status: "unknown" | "disabled" | "refused" };

/**
 * Checks a key's answer to a sign-in challenge: the key must be one of ours, belong to an account that is not
 * disabled, and have signed this challenge for this site; its counter and last use are then written.
 */
export async function checkPasskeySignIn(
  db: Kysely<Database>,
  answer: unknown,
  { challenge, rpID, origins }: { challenge: string; rpID: string; origins: string[] },
  now = new Date(),
): Promise<PasskeySignIn> {
  if (!isCredentialAnswer(answer)) return { status: "refused" };
  const key = await db.selectFrom("staff_passkey").selectAll().where("id", "=", answer.id).executeTakeFirst();
  if (!key) return { status: "unknown" };
  const account = await db.selectFrom("staff_account").selectAll().where("id", "=", key.account_id).executeTakeFirst();
  if (!account) return { status: "unknown" };
  // The key says whose it is (userHandle, the account's id given at creation): it must be the account we hold it for.
  const userHandle = answer.response.userHandle;
  if (typeof userHandle === "string" && userHandle !== "" && userHandle !== Buffer.from(account.id).toString("base64url"))
    return { status: "refused" };
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, "base64url")),
        counter: key.counter,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    return { status: "refused" };
  }
  if (!verification.verified) return { status: "refused" };
  if (account.disabled_at !== null) return { status: "disabled" };
  await db
    .updateTable("staff_passkey")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where("id", "=", key.id)
    .execute();
  return { status: "ok", account: accountOfRow(account) };
}

// ---------------------------------------------------------------------------------------------------------------
// The person's own keys.

/** The keys of an account, the most recently added first: what « Mon compte » lists. */
export async function listPasskeys(db: Kysely<Database>, accountId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("staff_passkey")
    .select(["id", "label", "created_at", "last_used_at"])
    .where("account_id", "=", accountId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** Removes one of the account's own keys; undefined when it has no such key (another account's included). */
export async function removePasskey(db: Kysely<Database>, accountId: string, id: string): Promise<PasskeySummary | undefined> {
  const key = (await listPasskeys(db, accountId)).find((passkey) => passkey.id === id);
  if (!key) return undefined;
  const result = await db.deleteFrom("staff_passkey").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? key : undefined;
}

// ---------------------------------------------------------------------------------------------------------------

function transportsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The shape every credential the browser sends has (the library checks the rest, and throws on what it cannot read). */
function isCredentialAnswer(value: unknown): value is { id: string; response: { userHandle?: unknown } } {
  if (typeof value !== "object" || value === null) return false;
  const { id, rawId, type, response } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    /^[A-Za-z0-9_-]{16,1400}$/.test(id) &&
    rawId === id &&
    type === "public-key" &&
    typeof response === "object" &&
    response !== null
  );
}
