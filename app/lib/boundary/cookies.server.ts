import { randomBytes } from "node:crypto";
import type { Config } from "../config.server";
import { type DataSaverChoice, isDataSaverChoice } from "../data-saver";
import { type CurrencyCode, isCurrencyCode } from "../format/currency";
import { type Consent, isConsent, readCookie } from "../preferences";
import { isKeptNotice, type KeptNotice, noticeLifetimeSeconds } from "./notice";
import { type SignedCookie, signedCookie } from "./signed-cookie.server";

const oneYearSeconds = 365 * 24 * 60 * 60;
/** How long a passkey ceremony may take, from its options to the key's answer. */
export const passkeyChallengeSeconds = 5 * 60;
const anonymousIdPattern = /^[0-9a-f]{32}$/;

/** The site's cookies and the values they hold. All are signed with SESSION_SECRET and HttpOnly. */
export interface CookieValues {
  /** The display currency (decision D7): the server renders prices in it. */
  currency: CurrencyCode;
  /** The answer to the cookie banner (decision D8). */
  consent: Consent;
  /** An anonymous id kept a year: one like per article and browser. */
  visitor: string;
  /** An anonymous id for the browser session (no Max-Age): one view per article and session. */
  session: string;
  /** A staff session token (app/admin/accounts/staff-session.server.ts). */
  staff: string;
  /** The visitor's choice of data-saver mode (app/lib/data-saver.ts), over the browser's Save-Data. */
  dataSaver: DataSaverChoice;
  /** What a staff member's last action did, said once on their next admin page (app/lib/boundary/notice.ts). */
  notice: KeptNotice;
  /** The challenge of a passkey ceremony under way (app/admin/accounts/passkeys.server.ts): five minutes, used once. */
  passkeyChallenge: PasskeyChallenge;
}

/**
 * What a passkey's challenge cookie holds: the random challenge the authenticator signs, what it is for (adding
 * a key to the signed-in account, or signing in), the account it was issued to when adding, and when it was issued
 * (the cookie's Max-Age is the browser's business: the server checks the age itself).
 */
export interface PasskeyChallenge {
  challenge: string;
  purpose: "register" | "sign-in";
  accountId?: string;
  issuedAt: number;
}

export type SiteCookieName = keyof CookieValues;

interface CookieSpec<Value> {
  name: string;
  /** The name it had before the site's cookies were all named in French: read once, then moved to `name`. */
  formerName?: string;
  maxAge?: number;
  accepts: (value: unknown) => value is Value;
}

const specs: { [Name in SiteCookieName]: CookieSpec<CookieValues[Name]> } = {
  currency: { name: "kh_devise", formerName: "currency", maxAge: oneYearSeconds, accepts: isCurrencyCode },
  consent: { name: "kh_consentement", formerName: "cookie_consent", maxAge: oneYearSeconds, accepts: isConsent },
  visitor: { name: "kh_visiteur", maxAge: oneYearSeconds, accepts: isAnonymousId },
  session: { name: "kh_session", accepts: isAnonymousId },
  // Its lifetime is the session's, given when it is set; the database decides whether it still counts.
  // Path "/", so the whole site sees it: the admin, its API and its logout live under /admin, but a public
  // page must know too, not to give a shared cache what a staff member sees (boundary.server.ts).
  staff: { name: "kh_admin", accepts: isStaffToken },
  dataSaver: { name: "kh_economie_donnees", formerName: "data_saver", maxAge: oneYearSeconds, accepts: isDataSaverChoice },
  // Read on the next page, then cleared; a minute is enough for the redirect that follows the post (the
  // server checks the age itself: takeNotice in app/admin/desk/actions.server.ts).
  notice: { name: "kh_avis", maxAge: noticeLifetimeSeconds, accepts: isKeptNotice },
  // Set by the options of a ceremony, cleared by its end: long enough to touch a key or read a fingerprint.
  passkeyChallenge: { name: "kh_cle", maxAge: passkeyChallengeSeconds, accepts: isPasskeyChallenge },
};

function isPasskeyChallenge(value: unknown): value is PasskeyChallenge {
  if (typeof value !== "object" || value === null) return false;
  const { challenge, purpose, accountId, issuedAt } = value as Record<string, unknown>;
  return (
    typeof challenge === "string" &&
    /^[A-Za-z0-9_-]{16,128}$/.test(challenge) &&
    (purpose === "register" || purpose === "sign-in") &&
    (accountId === undefined || typeof accountId === "string") &&
    typeof issuedAt === "number" &&
    Number.isFinite(issuedAt)
  );
}

function isStaffToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function isAnonymousId(value: unknown): value is string {
  return typeof value === "string" && anonymousIdPattern.test(value);
}

export function newAnonymousId(): string {
  return randomBytes(16).toString("hex");
}

/** Each cookie as the site writes it, and under its former name where it had one (read once, then cleared). */
export interface SiteCookies {
  current: Record<SiteCookieName, SignedCookie>;
  former: Partial<Record<SiteCookieName, SignedCookie>>;
}

const cookieNames = Object.keys(specs) as SiteCookieName[];

/** The cookie definitions for these settings: signed with SESSION_SECRET, Secure when SITE_URL is https. */
export function createSiteCookies(config: Pick<Config, "SESSION_SECRET" | "SITE_URL">): SiteCookies {
  const secure = config.SITE_URL.startsWith("https:");
  const define = (name: string, maxAge: number | undefined) =>
    signedCookie(name, {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure,
      secrets: [config.SESSION_SECRET],
      ...(maxAge === undefined ? {} : { maxAge }),
    });
  const current = Object.fromEntries(cookieNames.map((name) => [name, define(specs[name].name, specs[name].maxAge)]));
  const former = Object.fromEntries(
    cookieNames.flatMap((name) => {
      const formerName = specs[name].formerName;
      return formerName === undefined ? [] : [[name, define(formerName, specs[name].maxAge)]];
    }),
  );
  return { current: current as SiteCookies["current"], former };
}

/** One request's cookies: what the browser sent, and what the answer sets. */
export interface CookieJar {
  /**
   * The value the browser sent, if we signed it. With `acceptUnsigned` (the default), a value in the
   * unsigned format the site wrote before its cookies were signed is taken too, once: the answer
   * sends it back signed, so no visitor loses a preference.
   */
  get<Name extends SiteCookieName>(name: Name, options?: { acceptUnsigned?: boolean }): Promise<CookieValues[Name] | undefined>;
  /** Sets the cookie; `maxAgeSeconds` overrides the cookie's own lifetime. */
  set<Name extends SiteCookieName>(name: Name, value: CookieValues[Name], options?: { maxAgeSeconds?: number }): void;
  /** Tells the browser to forget the cookie. */
  clear(name: SiteCookieName): void;
  /** Whether the browser sent this cookie at all, valid or not. */
  sent(name: SiteCookieName): boolean;
  /** The Set-Cookie headers of the answer. */
  setCookieHeaders(): Promise<string[]>;
}

export function createCookieJar(cookies: SiteCookies, cookieHeader: string | null): CookieJar {
  const outgoing = new Map<SiteCookieName, { value: unknown; maxAge?: number }>();
  const formerSent = (name: SiteCookieName) => {
    const formerName = specs[name].formerName;
    return formerName !== undefined && readCookie(cookieHeader, formerName) !== undefined;
  };
  return {
    async get(name, { acceptUnsigned = true } = {}) {
      const spec = specs[name];
      const pending = outgoing.get(name);
      if (pending) return pending.maxAge === 0 ? undefined : (pending.value as CookieValues[typeof name]);
      const signed = cookies.current[name].parse(cookieHeader);
      if (spec.accepts(signed)) return signed;
      // Under its former name, or in the unsigned format of before (under either name): taken once, and the
      // answer writes it under its name, signed (the former one is cleared: setCookieHeaders).
      const formerSigned = cookies.former[name]?.parse(cookieHeader);
      const unsigned = [spec.name, spec.formerName].map((sentName) =>
        sentName === undefined ? undefined : readCookie(cookieHeader, sentName),
      );
      const found = [formerSigned, ...(acceptUnsigned ? unsigned : [])].find((value) => spec.accepts(value));
      if (found === undefined) return undefined;
      outgoing.set(name, { value: found });
      return found as CookieValues[typeof name];
    },
    sent: (name) => readCookie(cookieHeader, specs[name].name) !== undefined || formerSent(name),
    set(name, value, { maxAgeSeconds } = {}) {
      outgoing.set(name, maxAgeSeconds === undefined ? { value } : { value, maxAge: maxAgeSeconds });
    },
    clear(name) {
      outgoing.set(name, { value: "", maxAge: 0 });
    },
    async setCookieHeaders() {
      const cleared = { maxAge: 0, expires: new Date(0) };
      return [...outgoing].flatMap(([name, { value, maxAge }]) => {
        const written = cookies.current[name].serialize(
          value,
          maxAge === undefined ? {} : { maxAge, ...(maxAge === 0 ? { expires: new Date(0) } : {}) },
        );
        // Whatever the answer does with a cookie, the browser forgets it under its former name.
        const former = formerSent(name) ? cookies.former[name] : undefined;
        return former ? [written, former.serialize("", cleared)] : [written];
      });
    },
  };
}
