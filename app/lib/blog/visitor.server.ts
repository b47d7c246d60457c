import { randomBytes } from "node:crypto";
import { readCookie } from "../preferences";

/**
 * The anonymous ids that make a like count once per browser and a view once
 * per browser session. Random, unrelated to the person, HttpOnly: no script
 * reads them and they say nothing but "the same browser as before".
 */
export const visitorCookie = "kh_visiteur";
export const sessionCookie = "kh_session";

const oneYearSeconds = 365 * 24 * 60 * 60;
const idPattern = /^[0-9a-f]{32}$/;

export interface AnonymousId {
  id: string;
  /** Set-Cookie values to add to the response: empty when the browser already had a valid id. */
  setCookie: string[];
}

export interface CookieOptions {
  /** Secure cookies: true when the site is served over https (SITE_URL). */
  secure: boolean;
}

function readOrCreate(request: Request, name: string, maxAge: number | undefined, { secure }: CookieOptions): AnonymousId {
  const existing = readCookie(request.headers.get("cookie"), name);
  if (existing && idPattern.test(existing)) return { id: existing, setCookie: [] };
  const id = randomBytes(16).toString("hex");
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", maxAge === undefined ? "" : `Max-Age=${maxAge}`, secure ? "Secure" : ""];
  return { id, setCookie: [[`${name}=${id}`, ...attributes.filter(Boolean)].join("; ")] };
}

/** The visitor id, kept a year. */
export function readVisitorId(request: Request, options: CookieOptions): AnonymousId {
  return readOrCreate(request, visitorCookie, oneYearSeconds, options);
}

/** The browser-session id: no Max-Age, so the browser forgets it when the session ends. */
export function readSessionId(request: Request, options: CookieOptions): AnonymousId {
  return readOrCreate(request, sessionCookie, undefined, options);
}
