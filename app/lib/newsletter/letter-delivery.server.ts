/**
 * Sending the letters' deliveries (one per letter and address, queued by sendLetter in letters.server.ts).
 *
 * - Claimed before sent: a sender takes a batch in one transaction (status 'sending', locked_until), after
 *   updating the one row of newsletter_send_lock, so that two instances take turns and never take the same
 *   delivery. A claim whose sender died (kill -9) is taken again once locked_until has passed.
 * - The per-minute cap (NEWSLETTER_MAILS_PER_MINUTE) counts the claims of the last minute, of every instance,
 *   in the same transaction; a claim older than CLAIM_FRESH_MS is put back unsent rather than sent late, so no
 *   minute of the mail server's log holds more than the cap.
 * - A permanent refusal (SMTP 5xx) marks the delivery 'bounced' and the address bouncing: no more letters. A
 *   temporary one (4xx, a timeout, a refused connection) is retried with the outbox's doubling delay, and
 *   marked failed after OUTBOX_MAX_ATTEMPTS tries.
 * - Each mail's Message-ID is made from the letter and the address: should a sender die after the mail server
 *   accepted a mail but before the row said so (the window no SMTP client can close, RFC 1047), the mail sent
 *   again carries the same Message-ID, which mailbox providers treat as the same message.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import { newsletterLetterText } from "~/content/newsletter-letter";
import type { Config } from "../config.server";
import type { Database } from "../db/schema";
import { unsubscribeUrl } from "../leads/unsubscribe.server";
import { type OutboxLogger, retryDelayMs, SEND_TIMEOUT_MS } from "../outbox/queue.server";
import { type LetterMail, listUnsubscribeHeaders, personaliseLetterMail } from "./letter-mail.server";
import { type Letter, renderDraftMail } from "./letters.server";

const minuteMs = 60_000;
/** A claimed delivery not sent within this is put back: the cap's minute is counted from the claims. */
export const CLAIM_FRESH_MS = 5_000;
/**
 * How long a claim is its sender's alone: no send starts later than CLAIM_FRESH_MS after the claim, and none lasts
 * longer than SEND_TIMEOUT_MS, so after this a claimed row's sender is gone (a restart takes it back then).
 */
const CLAIM_LOCK_MS = CLAIM_FRESH_MS + SEND_TIMEOUT_MS + 5_000;
/** Deliveries taken per claim: small, so that a claim is sent well within CLAIM_FRESH_MS. */
const CLAIM_SIZE = 20;

/** One mail of a letter, ready for the transport. */
export interface LetterMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
}

export type LetterSender = (message: LetterMessage) => Promise<void>;

/** The agency's sender of letters: the From of its mails, the address List-Unsubscribe's mailto writes to. */
export interface LetterMailer {
  send: LetterSender;
  close: () => void;
}

/** What the mails need of the settings. */
export type LetterSettings = Pick<Config, "SITE_URL" | "SESSION_SECRET" | "AGENCY_EMAIL" | "LEADS_MAIL_FROM">;

/**
 * SMTP_URL's transport, pooled (one connection kept open and reused: ten thousand mails are not ten thousand
 * handshakes); nothing without SMTP_URL. `close` lets the connection go, and the next send opens another. The
 * sender closes it whenever it has nothing to send, so no mail goes out on a connection left idle through the
 * minute's cap: about as long as an SMTP server keeps an idle connection before it drops it (smtp-server: 60 s).
 */
export function createLetterMailer(config: Pick<Config, "SMTP_URL" | "LEADS_MAIL_FROM" | "AGENCY_EMAIL">): LetterMailer | undefined {
  const url = config.SMTP_URL;
  if (!url) return undefined;
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  const from = config.LEADS_MAIL_FROM ?? config.AGENCY_EMAIL;
  return {
    async send(message) {
      transport ??= nodemailer.createTransport({ url, pool: true, maxConnections: 1 });
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    },
    close: () => {
      transport?.close();
      transport = undefined;
    },
  };
}

/** `<letter.hash@host>`: the same for the same letter and address, whoever sends it and however often. */
export function letterMessageId(letterId: string, email: string, siteUrl: string): string {
  const hash = createHash("sha256").update(`${letterId}:${email}`).digest("hex").slice(0, 24);
  return `<lettre.${letterId}.${hash}@${new URL(siteUrl).hostname}>`;
}

/** The unsubscribe link of a letter's mail: the address's signed link, and the letter it came from (its results count it). */
export function letterUnsubscribeUrl(settings: LetterSettings, email: string, letterId: string): string {
  return `${unsubscribeUrl(settings.SITE_URL, email, settings.SESSION_SECRET)}&lettre=${encodeURIComponent(letterId)}`;
}

/** One recipient's mail of a letter whose mail was rendered once. */
export function letterMessage(
  settings: LetterSettings,
  letter: { id: string; subject: string },
  mail: LetterMail,
  to: string,
): LetterMessage {
  const unsubscribe = letterUnsubscribeUrl(settings, to, letter.id);
  const personal = personaliseLetterMail(mail, unsubscribe);
  const mailto = `mailto:${settings.LEADS_MAIL_FROM ?? settings.AGENCY_EMAIL}?subject=${encodeURIComponent(newsletterLetterText.mailtoSubject(to))}`;
  return {
    to,
    subject: letter.subject,
    html: personal.html,
    text: personal.text,
    headers: listUnsubscribeHeaders(unsubscribe, mailto),
    messageId: letterMessageId(letter.id, to, settings.SITE_URL),
  };
}

/** The test send: the letter as it is now, to the signed-in staff member only; nothing is queued or counted. */
export async function sendTestLetter(
  site: { db: Kysely<Database>; config: Config },
  letter: Letter,
  to: string,
  mailer = createLetterMailer(site.config),
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (!mailer) return { ok: false, error: "SMTP_URL" };
  try {
    const mail = await renderDraftMail(site.db, letter, site.config.SITE_URL);
    await mailer.send(letterMessage(site.config, { id: letter.id, subject: newsletterLetterText.testSubject(letter.subject) }, mail, to));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  } finally {
    mailer.close();
  }
}

interface Claimed {
  letter_id: string;
  email: string;
  attempts: number;
}

/** How many more deliveries may be claimed now: the cap less the claims a mail of which may still leave in this minute. */
async function roomInMinute(db: Kysely<Database>, perMinute: number, now: Date): Promise<number> {
  // The last minute's claims, and those of the CLAIM_FRESH_MS before it.
  const since = new Date(now.getTime() - minuteMs - CLAIM_FRESH_MS).toISOString();
  const recent = await db
    .selectFrom("newsletter_delivery")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("claimed_at", ">", since)
    .executeTakeFirstOrThrow();
  return Math.min(CLAIM_SIZE, perMinute - Number(recent.count));
}

/** The deliveries due at `at`, oldest first. */
function dueDeliveries(db: Kysely<Database>, at: string) {
  return db
    .selectFrom("newsletter_delivery")
    .select(["letter_id", "email", "attempts"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
        // A claim whose sender died before it said how the send went.
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
      ]),
    )
    .orderBy("next_attempt_at");
}

/**
 * Claims up to CLAIM_SIZE due deliveries, no more than the minute's cap leaves, as this sender's: one
 * transaction, begun by updating the lock row (PostgreSQL's row lock, SQLite's write lock), so the count and
 * the claims of two instances never interleave.
 *
 * Reads first, outside any transaction: with nothing due, or the minute's cap reached, it writes nothing. The
 * sender asks every OUTBOX_POLL_MS, and on SQLite (synchronous = FULL) every write is a flush to the disk.
 */
async function claimDeliveries(db: Kysely<Database>, perMinute: number, now: Date, lockMs: number): Promise<Claimed[]> {
  const at = now.toISOString();
  if ((await roomInMinute(db, perMinute, now)) <= 0) return [];
  if ((await dueDeliveries(db, at).limit(1).execute()).length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("newsletter_send_lock").set({ touched_at: at }).where("name", "=", "letters").execute();
    const room = await roomInMinute(trx, perMinute, now);
    if (room <= 0) return [];
    const due = await dueDeliveries(trx, at).limit(room).execute();
    const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
    for (const row of due)
      await trx
        .updateTable("newsletter_delivery")
        .set({ status: "sending", claimed_at: at, locked_until: lockedUntil })
        .where("letter_id", "=", row.letter_id)
        .where("email", "=", row.email)
        .execute();
    return due.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  });
}

/** The SMTP reply code of a refusal (nodemailer's responseCode), if the server gave one. */
function smtpCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : undefined;
}

export interface LetterBatchOptions {
  logger: OutboxLogger;
  perMinute: number;
  maxAttempts: number;
  baseDelayMs?: number;
  /** How long a claim is this sender's alone: longer than any send. */
  lockMs?: number;
  now?: () => Date;
}

export interface LetterBatchOutcome {
  claimed: number;
  delivered: number;
  bounced: number;
  retried: number;
  failed: number;
  /** Claimed, but not sent before the claim went stale: back in the queue. */
  putBack: number;
}

/**
 * Claims one batch of due deliveries and sends it. Resolves with what happened; `claimed` is 0 when nothing is
 * due or the minute's cap is reached.
 */
export async function deliverDueLetters(
  db: Kysely<Database>,
  settings: LetterSettings,
  send: LetterSender | undefined,
  options: LetterBatchOptions,
): Promise<LetterBatchOutcome> {
  const clock = () => options.now?.() ?? new Date();
  const outcome: LetterBatchOutcome = { claimed: 0, delivered: 0, bounced: 0, retried: 0, failed: 0, putBack: 0 };
  const claimedAt = clock();
  const claimed = await claimDeliveries(db, options.perMinute, claimedAt, options.lockMs ?? CLAIM_LOCK_MS);
  outcome.claimed = claimed.length;
  if (claimed.length === 0) return outcome;

  const letters = new Map<string, { id: string; subject: string; mail: LetterMail }>();
  const ids = [...new Set(claimed.map((row) => row.letter_id))];
  for (const row of await db
    .selectFrom("newsletter_letter")
    .select(["id", "subject", "mail_html", "mail_text"])
    .where("id", "in", ids)
    .execute())
    letters.set(row.id, { id: row.id, subject: row.subject, mail: { html: row.mail_html ?? "", text: row.mail_text ?? "" } });

  const mine = (row: Claimed) =>
    db
      .updateTable("newsletter_delivery")
      .where("letter_id", "=", row.letter_id)
      .where("email", "=", row.email)
      .where("status", "=", "sending")
      .where("claimed_at", "=", claimedAt.toISOString());

  for (const [index, row] of claimed.entries()) {
    const now = clock();
    if (now.getTime() - claimedAt.getTime() > CLAIM_FRESH_MS) {
      // Too late for the minute it was counted in: the rest of the claim goes back in the queue, in one statement
      // (one flush on SQLite, where a slow disk is often why it is late), for a later claim. It was not sent, so it
      // no longer counts in the minute: on a slow machine, claims put back would otherwise hold the cap's room unused.
      const putBack = await db
        .updateTable("newsletter_delivery")
        .set({ status: "pending", locked_until: null, claimed_at: null })
        .where("status", "=", "sending")
        .where("claimed_at", "=", claimedAt.toISOString())
        .where((eb) =>
          eb.or(claimed.slice(index).map((rest) => eb.and([eb("letter_id", "=", rest.letter_id), eb("email", "=", rest.email)]))),
        )
        .executeTakeFirst();
      outcome.putBack = Number(putBack.numUpdatedRows);
      break;
    }
    const attempts = row.attempts + 1;
    const letter = letters.get(row.letter_id);
    let error: unknown;
    try {
      if (!send) throw new Error("SMTP_URL is not set: letters cannot be sent");
      if (!letter?.mail.html) throw new Error(`letter ${row.letter_id} has no mail`);
      await send(letterMessage(settings, letter, letter.mail, row.email));
    } catch (sendError) {
      error = sendError ?? new Error("send failed");
    }
    const context = { letterId: row.letter_id, attempts };
    if (error === undefined) {
      await mine(row)
        .set({ status: "delivered", attempts, delivered_at: clock().toISOString(), locked_until: null, last_error: null })
        .execute();
      outcome.delivered++;
      continue;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const code = smtpCode(error);
    if (code !== undefined && code >= 500) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("newsletter_delivery")
          .set({ status: "bounced", attempts, last_error: message, locked_until: null })
          .where("letter_id", "=", row.letter_id)
          .where("email", "=", row.email)
          .execute();
        await trx.updateTable("newsletter_subscriber").set({ bounced_at: clock().toISOString() }).where("email", "=", row.email).execute();
      });
      outcome.bounced++;
      options.logger.warn({ ...context, code, error: message }, "newsletter: address refused for good, marked bouncing");
      continue;
    }
    const final = attempts >= options.maxAttempts;
    const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(attempts, options.baseDelayMs)).toISOString();
    await mine(row)
      .set({ status: final ? "failed" : "pending", attempts, last_error: message, next_attempt_at: nextAttemptAt, locked_until: null })
      .execute();
    if (final) {
      outcome.failed++;
      options.logger.error({ ...context, error: message }, "newsletter: letter delivery failed for good");
    } else {
      outcome.retried++;
      options.logger.warn({ ...context, error: message, nextAttemptAt }, "newsletter: letter delivery failed, will retry");
    }
  }
  return outcome;
}
