import { createHash } from "node:crypto";
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
import { passkeysText } from "~/content/admin/passkeys";
import { type CookieJar, type PasskeyChallenge, passkeyChallengeSeconds } from "~/lib/boundary/cookies.server";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/lib/db/schema";
import { formatLongDateTime } from "~/lib/format/date";
import { queueStaffMail } from "~/lib/outbox/staff-mail.server";
import { adminAddresses } from "../shell/addresses";
import { accountOfRow, type StaffAccount } from "./accounts.server";
import { deviceLabel } from "./device-label";
import { attemptPassword } from "./staff-login.server";
import type { StaffSession } from "./staff-session.server";

/**
 * Passkeys (WebAuthn), a second way for staff to sign in: a key is added from « Mon compte » by the account's
 * owner (the session alone is not enough: its password, or a sign-in of the last five minutes, and the owner is
 * mailed), and signs in without an e-mail address (a discoverable credential: the browser offers the keys it holds
 * for this site, and the key says which account it belongs to). The database keeps each key's public key and
 * signature counter in `staff_passkey`; the random challenge of a ceremony lives in a signed cookie for five
 * minutes (cookies.server.ts), and once answered its hash is kept in `used_passkey_challenge` until it expires, so
 * that it is answered once only.
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

/** What taking a ceremony's challenge came to: the challenge, none (missing, expired, not this one's), or a replay. */
export type TakenChallenge = { status: "taken"; challenge: string } | { status: "none" } | { status: "replayed" };

/**
 * The challenge of the ceremony this request ends, taken once. The cookie is cleared whatever it held; none when
 * there is none, it is for another purpose or another account, or it is older than five minutes (the cookie's own
 * Max-Age is only the browser's promise). A challenge is then marked used in the database, by one insert of its
 * hash that fails when the hash is there already: the same cookie sent again (a captured cookie and answer,
 * replayed) is refused, on every instance, until the challenge would have expired anyway.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  cookies: CookieJar,
  purpose: PasskeyChallenge["purpose"],
  accountId?: string,
  now = new Date(),
): Promise<TakenChallenge> {
  const kept = await cookies.get("passkeyChallenge", { acceptUnsigned: false });
  if (cookies.sent("passkeyChallenge")) cookies.clear("passkeyChallenge");
  if (!kept || kept.purpose !== purpose || kept.accountId !== accountId) return { status: "none" };
  const age = now.getTime() - kept.issuedAt;
  if (age < 0 || age > passkeyChallengeSeconds * 1000) return { status: "none" };
  const marked = await db
    .insertInto("used_passkey_challenge")
    .values({
      challenge_hash: createHash("sha256").update(kept.challenge).digest("hex"),
      expires_at: new Date(kept.issuedAt + passkeyChallengeSeconds * 1000).toISOString(),
    })
    .onConflict((conflict) => conflict.column("challenge_hash").doNothing())
    .executeTakeFirst();
  if (Number(marked.numInsertedOrUpdatedRows ?? 0) !== 1) return { status: "replayed" };
  return { status: "taken", challenge: kept.challenge };
}

/** Forgets the used challenges that have expired (their cookie is refused by its age by now); resolves with how many. */
export async function deleteExpiredChallenges(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("used_passkey_challenge").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
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

/** How recent a sign-in must be to add a key without typing the password again. */
const recentSignInMs = 5 * 60_000;

/** What the proof asked before adding a key came to. */
export type OwnerProof =
  | { status: "proven"; by: "password" | "recent-sign-in" }
  /** No password given and the sign-in is older than five minutes: the panel asks for the password. */
  | { status: "password-required" }
  /** The same, for an account that has no password yet: only a new sign-in proves who it is. */
  | { status: "sign-in-required" }
  | { status: "wrong-password" }
  | { status: "blocked"; minutes: number }
  /** Too many passwords are being checked at once on this instance: in a moment. */
  | { status: "busy" };

/**
 * Whether the person adding a key is the account's owner, not someone holding its session cookie: the account's
 * current password (counted against the sign-in's wrong-password limits, per client address and per e-mail
 * address, so a stolen session cannot be used to guess it), or a session opened by a sign-in (a password, a passkey,
 * a mailed link: a session is only ever created by one) less than five minutes ago.
 */
export async function proveKeyOwner(
  db: Kysely<Database>,
  limits: Pick<Config, "ADMIN_LOGIN_MAX_FAILURES" | "ADMIN_LOGIN_WINDOW_MINUTES">,
  owner: Pick<StaffSession, "accountId" | "email" | "tokenHash">,
  { password, clientAddress }: { password: string | undefined; clientAddress: string },
  now = new Date(),
): Promise<OwnerProof> {
  const account = await db.selectFrom("staff_account").select("password_hash").where("id", "=", owner.accountId).executeTakeFirst();
  if (password) {
    const attempt = await attemptPassword(db, limits, {
      address: clientAddress,
      email: owner.email,
      password,
      stored: account?.password_hash ?? null,
    });
    if (attempt.status === "right") return { status: "proven", by: "password" };
    if (attempt.status === "wrong") return { status: "wrong-password" };
    if (attempt.status === "busy") return attempt;
    return { status: "blocked", minutes: attempt.minutes };
  }
  const session = await db
    .selectFrom("admin_session")
    .select("created_at")
    .where("token_hash", "=", owner.tokenHash)
    .where("account_id", "=", owner.accountId)
    .executeTakeFirst();
  const age = session ? now.getTime() - Date.parse(session.created_at) : Number.NaN;
  if (age >= 0 && age < recentSignInMs) return { status: "proven", by: "recent-sign-in" };
  return { status: account?.password_hash ? "password-required" : "sign-in-required" };
}

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
  {
    challenge,
    rpID,
    origins,
    userAgent,
    mailOwner,
  }: {
    challenge: string;
    rpID: string;
    origins: string[];
    userAgent: string | null;
    /** With SMTP_URL set: the owner's mail (« a key was added ») is queued with the key, in its transaction. */
    mailOwner?: { siteUrl: string };
  },
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
  const saved = await db.transaction().execute(async (trx) => {
    const inserted = await trx
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
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    if (mailOwner) await queueStaffMail(trx, newPasskeyMail(owner, passkey, mailOwner.siteUrl, now), now);
    return true;
  });
  if (!saved) return { status: "refused", message: passkeysText.panel.alreadyRegistered };
  return { status: "saved", passkey };
}

/** The mail that tells an account's owner a key was added: which device, when (Douala time), and what to do if it was not them. */
function newPasskeyMail(owner: KeyOwner, passkey: PasskeySummary, siteUrl: string, now: Date) {
  const mail = passkeysText.mail;
  return {
    to: owner.email,
    subject: mail.subject,
    body: mail.body(owner.staffName, passkey.label, formatLongDateTime(now), `${siteUrl}${adminAddresses.forgottenPassword}`),
  };
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
  return rows.map(summaryOf);
}

/** How many keys an account has: what the page of a reset link says before offering to remove them. */
export async function countPasskeys(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_passkey")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Removes every key of an account (a password reset that closes every way in); resolves with the keys removed. */
export async function removeAccountPasskeys(db: Kysely<Database>, accountId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .deleteFrom("staff_passkey")
    .where("account_id", "=", accountId)
    .returning(["id", "label", "created_at", "last_used_at"])
    .execute();
  return rows.map(summaryOf);
}

/** Removes one of the account's own keys; undefined when it has no such key (another account's included). */
export async function removePasskey(db: Kysely<Database>, accountId: string, id: string): Promise<PasskeySummary | undefined> {
  const key = (await listPasskeys(db, accountId)).find((passkey) => passkey.id === id);
  if (!key) return undefined;
  const result = await db.deleteFrom("staff_passkey").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? key : undefined;
}

// ---------------------------------------------------------------------------------------------------------------

function summaryOf(row: { id: string; label: string; created_at: string; last_used_at: string | null }): PasskeySummary {
  return { id: row.id, label: row.label, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

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
