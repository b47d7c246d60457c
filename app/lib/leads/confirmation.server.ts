/**
 * The newsletter's double opt-in. A sign-up is stored as waiting (store.server.ts) and mailed a single-use link,
 * /newsletter/confirmation?jeton=…, valid 7 days, whose token is kept only as its SHA-256. Opening the link only
 * shows a button (mail servers' link scanners follow links: they must confirm nobody); the page's POST confirms.
 * At most 3 mails per address in 24 hours; an address still waiting after 30 days is deleted (the retention job).
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { newsletterConfirmationText } from "~/content/newsletter-confirmation";
import type { RequestScope } from "../boundary/boundary.server";
import { formOf } from "../boundary/request-body.server";
import type { Database } from "../db/schema";
import { queueMail } from "../outbox/staff-mail.server";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** How long a mailed link can be used. */
export const CONFIRMATION_VALID_MS = 7 * dayMs;
/** Mails one address may be sent in CONFIRMATION_WINDOW_MS, whatever it asks. */
export const CONFIRMATION_MAILS_PER_WINDOW = 3;
export const CONFIRMATION_WINDOW_MS = dayMs;
/** How long an address waits for its owner's confirmation before it is deleted. */
export const UNCONFIRMED_KEPT_MS = 30 * dayMs;

/** The path of the confirmation page (app/pages/newsletter/confirmation.astro). */
export const confirmationPath = "/newsletter/confirmation";

export function hashConfirmationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link of a confirmation mail. */
export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${confirmationPath}?${new URLSearchParams({ jeton: token })}`;
}

type Db = Kysely<Database> | Transaction<Database>;

/** How many confirmation mails `email` was sent in the window before `now`. */
async function mailsSentRecently(db: Db, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("newsletter_confirmation")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("email", "=", email)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Queues a confirmation mail to `email` (lower-cased) with a new link, in the caller's transaction, unless the
 * address had its 3 mails in the last 24 hours. Resolves with whether a mail was queued.
 */
export async function queueConfirmationMail(trx: Db, email: string, siteUrl: string, now: Date): Promise<boolean> {
  if ((await mailsSentRecently(trx, email, now)) >= CONFIRMATION_MAILS_PER_WINDOW) return false;
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("newsletter_confirmation")
    .values({
      token_hash: hashConfirmationToken(token),
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CONFIRMATION_VALID_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const text = newsletterConfirmationText.mail;
  await queueMail(trx, "newsletter_mail", { to: email, subject: text.subject, body: text.body(confirmationUrl(siteUrl, token)) }, now);
  return true;
}

export type ConfirmationOutcome = "confirmed" | "used" | "expired" | "invalid";

/** What the link's token is worth at `now`, without using it. */
async function tokenState(db: Db, token: string, now: Date): Promise<"valid" | Exclude<ConfirmationOutcome, "confirmed">> {
  const row = await db
    .selectFrom("newsletter_confirmation")
    .leftJoin("newsletter_subscriber", "newsletter_subscriber.email", "newsletter_confirmation.email")
    .select([
      "newsletter_confirmation.used_at",
      "newsletter_confirmation.expires_at",
      "newsletter_subscriber.email as subscriber",
      "newsletter_subscriber.removed_at",
    ])
    .where("newsletter_confirmation.token_hash", "=", hashConfirmationToken(token))
    .executeTakeFirst();
  if (!row) return "invalid";
  if (row.used_at !== null) return "used";
  // An address taken off the list since the mail left (or deleted, never confirmed) signs up again to come back.
  if (row.expires_at <= now.toISOString() || row.subscriber === null || row.removed_at !== null) return "expired";
  return "valid";
}

/**
 * Uses the link: the address becomes confirmed and every link mailed to it is used. Resolves with what the
 * page says; a link already used, expired or unknown changes nothing.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<ConfirmationOutcome> {
  return db.transaction().execute(async (trx) => {
    const tokenHash = hashConfirmationToken(token);
    const state = await tokenState(trx, token, now);
    if (state !== "valid") return state;
    const at = now.toISOString();
    // Claimed by a conditional update: of two concurrent presses, one confirms, the other reads "used".
    const claimed = await trx
      .updateTable("newsletter_confirmation")
      .set({ used_at: at })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return "used";
    const { email } = await trx
      .selectFrom("newsletter_confirmation")
      .select("email")
      .where("token_hash", "=", tokenHash)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("newsletter_subscriber")
      .set({ state: "confirmed", origin: "double-opt-in", confirmed_at: at })
      .where("email", "=", email)
      .where("state", "=", "waiting")
      .where("removed_at", "is", null)
      .execute();
    await trx.updateTable("newsletter_confirmation").set({ used_at: at }).where("email", "=", email).where("used_at", "is", null).execute();
    return "confirmed";
  });
}

/** What /newsletter/confirmation shows: the button (the link checked), then the outcome once it is pressed. */
export type ConfirmationPageState = { state: "confirm"; email: string; token: string } | { state: ConfirmationOutcome };

/** The token of the link from the form, else the query string; undefined when it is missing or cannot be one. */
function tokenFrom(fields: { get(name: string): FormDataEntryValue | null }): string | undefined {
  const token = fields.get("jeton");
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The confirmation page's request: a GET checks the link and shows the button; the page's POST confirms.
 * `now` is the request's time (a test moves it).
 */
export async function confirmationPageState({ request, body, site }: RequestScope, now: Date = new Date()): Promise<ConfirmationPageState> {
  const { db, logger } = site;
  const query = new URL(request.url).searchParams;
  if (request.method !== "POST") {
    const token = tokenFrom(query);
    if (!token) return { state: "invalid" };
    const state = await tokenState(db, token, now);
    if (state !== "valid") return { state };
    const { email } = await db
      .selectFrom("newsletter_confirmation")
      .select("email")
      .where("token_hash", "=", hashConfirmationToken(token))
      .executeTakeFirstOrThrow();
    return { state: "confirm", email, token };
  }
  const form = await formOf(body);
  const token = tokenFrom(form.has("jeton") ? form : query);
  if (!token) return { state: "invalid" };
  const outcome = await confirmSubscription(db, token, now);
  logger.info({ outcome }, "newsletter: confirmation link used");
  return { state: outcome };
}

/**
 * Deletes the addresses still waiting UNCONFIRMED_KEPT_MS after they signed up, and the links that expired as
 * long ago (until then, following one says it expired rather than that it is unknown). Resolves with how many
 * addresses went.
 */
export async function deleteUnconfirmedSubscribers(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_KEPT_MS).toISOString();
  const deleted = await db
    .deleteFrom("newsletter_subscriber")
    .where("state", "=", "waiting")
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  await db.deleteFrom("newsletter_confirmation").where("expires_at", "<", cutoff).execute();
  return Number(deleted.numDeletedRows);
}
