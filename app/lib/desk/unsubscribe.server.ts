/**
 * The link at the bottom of each newsletter: /desinscription?email=…&jeton=…, where the token is an
 * HMAC of the address keyed with SESSION_SECRET. Only the site can make one, so nobody can take
 * another person's address off the list, and no account or stored token is needed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

function normalised(email: string): string {
  return email.trim().toLowerCase();
}

/** The token of `email` (any case): HMAC-SHA256, base64url. */
export function unsubscribeToken(email: string, secret: string): string {
  // The prefix keeps this signature apart from the others the site makes with the same secret.
  return createHmac("sha256", secret)
    .update(`unsubscribe:${normalised(email)}`)
    .digest("base64url");
}

/** The address of the page that unsubscribes `email`, for the newsletters sent to it. */
export function unsubscribeUrl(siteUrl: string, email: string, secret: string): string {
  const query = new URLSearchParams({ email, jeton: unsubscribeToken(email, secret) });
  return `${siteUrl.replace(/\/+$/, "")}/desinscription?${query}`;
}

/** True when `token` is the one this site made for `email`. */
export function checkUnsubscribe(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
