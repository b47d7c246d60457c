import { createHmac } from "node:crypto";

/**
 * Who sent an analytics event, as the desk's Audience counts visitors: a keyed hash (HMAC-SHA256 with
 * SESSION_SECRET) of the sender's address and the UTC day, cut to 128 bits. The client id cannot be used
 * for that, since a program invents a new one per request; the address cannot be stored (personal
 * data). The key changes every day and cannot be turned back into the address without the secret, so
 * one address counts once a day, however many events or client ids it sends. An office behind one
 * address counts as one visitor: the Audience says so.
 */
export function analyticsVisitorKey(secret: string, address: string, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHmac("sha256", secret).update(`analytics-visitor\n${day}\n${address}`).digest("base64url").slice(0, 22);
}
