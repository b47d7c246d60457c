/**
 * The visitor's answer to the cookie banner. Kept, with the display currency, in signed cookies
 * (app/lib/boundary/cookies.server.ts) so the server renders both: no flash of FCFA, no banner once answered.
 */
export type Consent = "accepted" | "refused";

export function isConsent(value: unknown): value is Consent {
  return value === "accepted" || value === "refused";
}

/** One cookie's value in a Cookie header, percent-decoded; undefined when absent or undecodable. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A same-site path to go back to after a form post without JavaScript; "/" otherwise. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Browsers drop tabs and newlines from a Location before resolving it: "/\t/evil.example" is "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  return value;
}

/**
 * The query parameter with which the footer's 'Gérer les cookies' asks the server to render the
 * cookie banner again, so that the choice can be changed without JavaScript (?cookies=choix).
 */
const cookieChoiceParam = "cookies";
const cookieChoiceValue = "choix";
/** The banner's id: the fragment of the footer's link. */
export const cookieBannerId = "choix-cookies";

/**
 * The footer's link as a change of the current address (`queryLink`'s `set`, app/lib/behaviours/current-address.ts):
 * what the visitor changed in place on the page stays in it.
 */
export const cookieChoiceSet = `${cookieChoiceParam}=${cookieChoiceValue}#${cookieBannerId}`;

/** Whether this query string asks for the cookie banner. */
export function asksCookieChoice(search: string): boolean {
  return new URLSearchParams(search).get(cookieChoiceParam) === cookieChoiceValue;
}

/** The address of this page with the cookie banner open: the footer's link. */
export function cookieChoiceHref({ pathname, search }: { pathname: string; search: string }): string {
  const params = new URLSearchParams(search);
  params.set(cookieChoiceParam, cookieChoiceValue);
  return `${pathname}?${params}#${cookieBannerId}`;
}

/** The query without the request for the banner ("" or "?…"): the page's own state, what links back to it keep. */
export function searchWithoutCookieChoice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(cookieChoiceParam);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The address of this page without the request for the banner: where the visitor goes back after choosing. */
export function withoutCookieChoice({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname}${searchWithoutCookieChoice(search)}`;
}
