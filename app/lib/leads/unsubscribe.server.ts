/**
 * The link at the bottom of each newsletter: /desinscription?email=…&jeton=…, where the token is an
 * HMAC of the address keyed with SESSION_SECRET. Only the site can make one, so nobody can take
 * another person's address off the list, and no account or stored token is needed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { RequestScope } from "../boundary/boundary.server";
import { formOf } from "../boundary/request-body.server";
import { nowIso } from "../db/ids";
import type { Database } from "../db/schema";

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

/** What /desinscription shows: the link checked, then, once the visitor confirms, the outcome. */
export type UnsubscribeState =
  | { state: "confirm"; email: string; token: string }
  | { state: "removed" }
  | { state: "not-subscribed" }
  | { state: "invalid" };

type UnsubscribeLink = { email: string; token: string };

/** The address and token of the link, from the form or else the query string; undefined when one is missing. */
function linkFrom(fields: { get(name: string): FormDataEntryValue | null }): UnsubscribeLink | undefined {
  const email = fields.get("email");
  const token = fields.get("jeton");
  if (typeof email !== "string" || typeof token !== "string") return undefined;
  const trimmed = email.trim();
  if (trimmed === "" || trimmed.length > 320 || token === "") return undefined;
  return { email: trimmed, token };
}

/**
 * The unsubscribe page's request: opening the link only asks (a mail scanner that follows it
 * unsubscribes nobody); the visitor's POST of the page's form takes the address off the list. So does
 * a mail provider's one-click POST to the same link (RFC 8058: the body `List-Unsubscribe=One-Click`,
 * the address and token in the query, no cookie and no Origin, which the cross-site check lets through).
 */
export async function unsubscribePageState({ request, body, site }: RequestScope): Promise<UnsubscribeState> {
  const { db, config, logger } = site;
  const query = new URL(request.url).searchParams;
  if (request.method !== "POST") {
    const link = linkFrom(query);
    return link && checkUnsubscribe(link.email, link.token, config.SESSION_SECRET) ? { state: "confirm", ...link } : { state: "invalid" };
  }
  const form = await formOf(body);
  const link = linkFrom(form.has("email") ? form : query);
  if (!link || !checkUnsubscribe(link.email, link.token, config.SESSION_SECRET)) return { state: "invalid" };
  // The letter whose mail held the link (its results count the unsubscribe); not signed, so only believed when
  // that letter was sent to this address.
  const outcome = await removeSubscriber(db, link.email, query.get("lettre") ?? undefined);
  logger.info({ outcome }, "newsletter: unsubscribe link used");
  return { state: outcome === "removed" ? "removed" : "not-subscribed" };
}

/**
 * Takes the address off the list (any case): it stays in the table, with the time, so the lead it came
 * from keeps its subscriber and no export includes it again. `letterId`: the letter whose link was followed.
 */
export async function removeSubscriber(
  db: Kysely<Database>,
  email: string,
  letterId?: string,
): Promise<"removed" | "already-removed" | "not-found"> {
  const address = normalised(email);
  const sentIt =
    letterId !== undefined &&
    (await db
      .selectFrom("newsletter_delivery")
      .select("letter_id")
      .where("letter_id", "=", letterId.slice(0, 100))
      .where("email", "=", address)
      .executeTakeFirst()) !== undefined;
  const removed = await db
    .updateTable("newsletter_subscriber")
    .set({ removed_at: nowIso(), unsubscribed_by: sentIt ? letterId : null })
    .where("email", "=", address)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (Number(removed.numUpdatedRows) === 1) return "removed";
  const subscriber = await db.selectFrom("newsletter_subscriber").select("email").where("email", "=", address).executeTakeFirst();
  return subscriber ? "already-removed" : "not-found";
}
