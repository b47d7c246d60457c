import type { RequestScope } from "./boundary/boundary.server";
import type { CookieValues, SiteCookieName } from "./boundary/cookies.server";
import { formOf } from "./boundary/request-body.server";
import { jsonAnswer } from "./boundary/responses.server";
import { redirectTargetOf } from "./preferences";

interface Preference<Name extends SiteCookieName> {
  /** The form field and the cookie that keeps it. */
  field: string;
  cookie: Name;
  accepts: (value: unknown) => value is CookieValues[Name];
  /** The 400 answer to another value. */
  refusal: string;
}

/**
 * Stores a visitor's preference (currency, cookie consent, data saver) in its signed cookie. A form
 * posted by the browser itself names the page to go back to (`redirectTo`): 303 there, rendered with
 * the new choice. Our scripts post without it and get the stored value as JSON.
 */
export async function storePreference<Name extends SiteCookieName>(
  { body, cookies }: RequestScope,
  { field, cookie, accepts, refusal }: Preference<Name>,
): Promise<Response> {
  const form = await formOf(body);
  const value = form.get(field);
  if (!accepts(value)) return jsonAnswer({ error: refusal }, 400);
  const back = form.has("redirectTo") ? redirectTargetOf(form) : undefined;
  cookies.set(cookie, value);
  if (back) return new Response(null, { status: 303, headers: { location: back } });
  return jsonAnswer({ [field]: value });
}
