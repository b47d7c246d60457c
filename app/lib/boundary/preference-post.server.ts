import { preferenceRefusalText } from "~/content/errors";
import { safeRedirectPath } from "../preferences";
import type { RequestScope } from "./boundary.server";
import type { CookieValues, SiteCookieName } from "./cookies.server";
import { HttpError } from "./http-error";
import { formOf } from "./request-body.server";
import { jsonAnswer } from "./responses.server";

interface Preference<Name extends SiteCookieName> {
  /** The form field and the cookie that keeps it. */
  field: string;
  cookie: Name;
  accepts: (value: unknown) => value is CookieValues[Name];
  /** The 400 answer to another value. */
  refusal: string;
  /** What the page to go back to becomes (the cookie banner's answer takes off the request for the banner). */
  backTo?: (path: string) => string;
}

/**
 * Stores a visitor's preference (currency, cookie consent, data saver) in its signed cookie. A form
 * posted by the browser itself names the page to go back to (`redirectTo`: the address the page had
 * when the form was sent, with what the visitor changed in place, or the one the server rendered
 * without a script): 303 there, rendered with the new choice, provided it is a path of this site.
 * Our scripts post without it and get the stored value as JSON.
 */
export async function storePreference<Name extends SiteCookieName>(
  { body, cookies }: RequestScope,
  { field, cookie, accepts, refusal, backTo = (path) => path }: Preference<Name>,
): Promise<Response> {
  const form = await formOf(body);
  const value = form.get(field);
  if (!accepts(value)) return jsonAnswer({ error: refusal }, 400);
  const back = form.has("redirectTo") ? backTo(redirectTargetOf(form)) : undefined;
  cookies.set(cookie, value);
  if (back) return new Response(null, { status: 303, headers: { location: back } });
  return jsonAnswer({ [field]: value });
}

/**
 * The `redirectTo` field of a form posted without JavaScript, made safe by safeRedirectPath. A value
 * that cannot even be written in a Location header (characters outside ASCII: a browser sends its
 * own paths percent-encoded) is a forged request: 400.
 */
export function redirectTargetOf(form: FormData): string {
  const value = form.get("redirectTo");
  if (typeof value === "string" && [...value].some((character) => character.charCodeAt(0) > 0x7e)) {
    throw new HttpError(400, preferenceRefusalText.returnAddress);
  }
  return safeRedirectPath(value);
}
