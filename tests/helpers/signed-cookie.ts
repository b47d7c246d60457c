// Plain functions (no Vitest): the browser journeys use them too.
import { signedCookie } from "../../app/lib/boundary/signed-cookie.server";

/** `name=…` as a browser sends back the cookie `name` holding `value`, signed with `secret` as the site signs its cookies. */
export function signedCookiePair(name: string, value: unknown, secret: string): string {
  return signedCookie(name, { secrets: [secret] }).serialize(value);
}

/**
 * The value a cookie holds, given as the browser sends it back (`name=…`) or as a Set-Cookie line:
 * undefined unless it was signed with `secret`.
 */
export function signedValueIn(cookie: string, secret: string): unknown {
  const pair = cookie.split(";")[0] ?? "";
  return signedCookie(pair.split("=")[0] ?? "", { secrets: [secret] }).parse(pair);
}
