/**
 * A lead's deliveries: the channels it goes through (mail to the agency, the forms webhook), their senders, and
 * the worker that sends what is due in every queue of the outbox (leads here, staff and newsletter mails in
 * staff-mail.server.ts), each delivery claimed first (queue.server.ts).
 */
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import { leadFieldLabels as labels, leadText } from "~/content/lead-fields";
import type { Config } from "../config.server";
import type { Database, LeadTable, OutboxChannel } from "../db/schema";
import { formatLongDateTime } from "../format/date";
import { z } from "../forms/zod";
import { createLetterMailer, deliverDueLetters } from "../newsletter/letter-delivery.server";
import { sendDueScheduledLetters } from "../newsletter/letters.server";
import { type BatchOptions, type BatchOutcome, deliverJobs, type OutboxLogger, SEND_TIMEOUT_MS } from "./queue.server";
import { type AgencyMailer, createStaffMailSender, deliverDueMails, deliverDueStaffMails } from "./staff-mail.server";

export type StoredLead = Pick<LeadTable, "id" | "kind" | "email" | "full_name" | "summary" | "payload" | "created_at">;
export type Sender = (lead: StoredLead) => Promise<void>;
export type Senders = Partial<Record<OutboxChannel, Sender>>;

const WEBHOOK_TIMEOUT_MS = 5_000;

/** The channels a new lead is delivered through, from the settings. */
export function leadChannels(config: Pick<Config, "SMTP_URL" | "FORMS_WEBHOOK_URL">): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.SMTP_URL) channels.push("email");
  if (config.FORMS_WEBHOOK_URL) channels.push("webhook");
  return channels;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (Array.isArray(value)) return value.map(text).join(", ");
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

// French typography (D6): a non-breaking space before the colon.
const colon = "\u00a0:";

/** "Label : value" lines; a nested object becomes a heading with its fields indented below. */
function fieldLines(fields: Record<string, unknown>, indent = ""): string[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const label = labels[key] ?? key;
    if (isRecord(value)) return [`${indent}${label}${colon}`, ...fieldLines(value, `${indent}  `)];
    return [`${indent}${label}${colon} ${text(value)}`];
  });
}

/** The French plain-text mail the agency receives for one lead. */
function leadMailText(lead: StoredLead): string {
  const payload: unknown = JSON.parse(lead.payload);
  const received = formatLongDateTime(new Date(lead.created_at));
  return [
    lead.summary,
    "",
    ...(isRecord(payload) ? fieldLines(payload) : [text(payload)]),
    "",
    leadText.received(received),
    `${leadText.reference}${colon} ${lead.id}`,
    "",
  ].join("\n");
}

/**
 * The lead's address when it is a plain one (the forms' rule), else nothing: rows stored before every
 * form checked strictly may hold a display name or a line break, which must not become a Reply-To.
 */
function replyAddress(lead: StoredLead): string | undefined {
  return z.email().safeParse(lead.email).success ? lead.email : undefined;
}

/** The old form-collection JSON: the payload's fields plus _subject and _replyto (left out when not a plain address). */
function leadWebhookBody(lead: StoredLead): Record<string, unknown> {
  const payload: unknown = JSON.parse(lead.payload);
  return { ...(isRecord(payload) ? payload : {}), _subject: lead.summary, _replyto: replyAddress(lead) };
}

/** The real senders for the configured channels. */
/** The SMTP transport and the addresses of the agency's mails (the leads, the admin's test mail); nothing without SMTP_URL. */
export function agencyMailer(
  config: Pick<Config, "SMTP_URL" | "LEADS_MAIL_TO" | "LEADS_MAIL_FROM" | "AGENCY_EMAIL">,
): AgencyMailer | undefined {
  if (!config.SMTP_URL) return undefined;
  return {
    transport: nodemailer.createTransport(config.SMTP_URL),
    from: config.LEADS_MAIL_FROM ?? config.AGENCY_EMAIL,
    to: config.LEADS_MAIL_TO ?? config.AGENCY_EMAIL,
  };
}

export function createSenders(config: Config): Senders {
  const senders: Senders = {};
  const mailer = agencyMailer(config);
  if (mailer) {
    const { transport, to, from } = mailer;
    senders.email = async (lead) => {
      await transport.sendMail({
        from,
        to,
        replyTo: replyAddress(lead),
        subject: lead.summary,
        text: leadMailText(lead),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    };
  }
  if (config.FORMS_WEBHOOK_URL) {
    const url = config.FORMS_WEBHOOK_URL;
    senders.webhook = async (lead) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(leadWebhookBody(lead)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not needed; discarding it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    };
  }
  return senders;
}

// The worker: what is due, sent.

/**
 * Sends the lead deliveries that are due, each claimed first (queue.server.ts), so two workers (or two
 * servers) never send the same one.
 */
export async function deliverDueBatch(db: Kysely<Database>, senders: Senders, options: BatchOptions): Promise<BatchOutcome> {
  const startedAt = (options.now?.() ?? new Date()).toISOString();
  const due = await db
    .selectFrom("outbox")
    .innerJoin("lead", "lead.id", "outbox.lead_id")
    .select([
      "outbox.id as outboxId",
      "outbox.channel",
      "outbox.attempts",
      "lead.id",
      "lead.kind",
      "lead.email",
      "lead.full_name",
      "lead.summary",
      "lead.payload",
      "lead.created_at",
    ])
    .where("outbox.status", "=", "pending")
    .where("outbox.next_attempt_at", "<=", startedAt)
    .where((eb) => eb.or([eb("outbox.locked_until", "is", null), eb("outbox.locked_until", "<", startedAt)]))
    .orderBy("outbox.next_attempt_at")
    .limit(options.batchSize ?? 20)
    .execute();
  const jobs = due.map((row) => ({ ...row, id: row.outboxId, leadId: row.id, attempts: Number(row.attempts) }));
  return deliverJobs(
    db,
    "outbox",
    jobs,
    async (job) => {
      const send = senders[job.channel];
      if (!send) throw new Error(`no sender for channel ${job.channel}: is it still configured?`);
      await send({ ...job, id: job.leadId });
    },
    options,
    { what: "lead", context: (job, attempts) => ({ outboxId: job.outboxId, leadId: job.leadId, channel: job.channel, attempts }) },
  );
}

export interface OutboxWorkerDeps {
  /** Read at each batch, so the worker uses whatever database the server has open. */
  getDb: () => Kysely<Database>;
  config: Config;
  logger: OutboxLogger;
}

/**
 * Delivers due leads, staff mails and newsletter confirmation mails (staff-mail.server.ts) once at start, then every
 * OUTBOX_POLL_MS; a tick is skipped while a batch is still running. The newsletter's letters have a loop of their
 * own (a letter to ten thousand addresses must not hold a lead back): it sends the scheduled letters whose time has
 * come, then claims and sends batches while there are some and the minute's cap allows. stop() waits for both.
 */
export function startOutboxWorker({ getDb, config, logger }: OutboxWorkerDeps): { stop: () => Promise<void> } {
  const senders = createSenders(config);
  const staffSender = createStaffMailSender(agencyMailer(config));
  const letterMailer = createLetterMailer(config);
  const options = { logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS, baseDelayMs: config.OUTBOX_RETRY_BASE_MS };
  const letterOptions = { ...options, perMinute: config.NEWSLETTER_MAILS_PER_MINUTE };
  let running: Promise<void> | undefined;
  let sendingLetters: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    // Each queue on its own: a slow lead webhook does not hold a password mail back, nor a failure the other queue.
    running = Promise.all([
      deliverDueBatch(getDb(), senders, options).catch((error: unknown) => logger.error({ err: error }, "outbox: batch failed")),
      deliverDueStaffMails(getDb(), staffSender, options).catch((error: unknown) =>
        logger.error({ err: error }, "outbox: staff mail batch failed"),
      ),
      // The same sender: one mail to one address, from the agency's address.
      deliverDueMails(getDb(), "newsletter_mail", staffSender, options).catch((error: unknown) =>
        logger.error({ err: error }, "outbox: newsletter confirmation batch failed"),
      ),
    ])
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  const letterTick = () => {
    if (sendingLetters || stopped) return;
    sendingLetters = (async () => {
      await sendDueScheduledLetters(getDb(), config.SITE_URL);
      while (!stopped) {
        const outcome = await deliverDueLetters(getDb(), config, letterMailer?.send, letterOptions);
        if (outcome.claimed === 0) break;
        logger.info(outcome, "newsletter: batch of letters sent");
      }
      // Nothing to send now (nothing due, or the minute's cap reached): no connection kept idle (createLetterMailer).
      letterMailer?.close();
    })()
      .catch((error: unknown) => logger.error({ err: error }, "outbox: letters batch failed"))
      .finally(() => {
        sendingLetters = undefined;
      });
  };
  tick();
  letterTick();
  const timer = setInterval(() => {
    tick();
    letterTick();
  }, config.OUTBOX_POLL_MS);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, sendingLetters]);
      letterMailer?.close();
    },
  };
}
