import type { Kysely, Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.server";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { type BatchOptions, type BatchOutcome, deliverJobs, SEND_TIMEOUT_MS } from "./queue.server";

/** The agency's SMTP transport and addresses (agencyMailer, deliver.server.ts): one for every mail the site sends. */
export interface AgencyMailer {
  transport: Pick<Transporter, "sendMail" | "close">;
  from: string;
  to: string;
}

/** A mail to one staff member (an invitation, a forgotten password): plain French text. */
export interface StaffMail {
  to: string;
  subject: string;
  body: string;
}

/** Whether staff mails can be sent at all: without SMTP_URL they cannot, and the caller must say so. */
export function staffMailConfigured(config: Pick<Config, "SMTP_URL">): boolean {
  return Boolean(config.SMTP_URL);
}

/**
 * The queues of mails to one person, plain text, with the same columns: the staff's (an invitation, a forgotten
 * password) and the newsletter's confirmation mails to a visitor who signed up. Each holds a link that opens
 * something, so its text is blanked once the mail has left.
 */
export type MailQueue = "staff_mail" | "newsletter_mail";

/**
 * Stores a mail in its queue, due at once; the outbox's worker sends it with the leads' rules (claimed,
 * retried with backoff, given up after OUTBOX_MAX_ATTEMPTS). Resolves with its id.
 */
export async function queueMail(
  db: Kysely<Database> | Transaction<Database>,
  queue: MailQueue,
  mail: StaffMail,
  now = new Date(),
): Promise<string> {
  const id = newId(now.getTime());
  await db
    .insertInto(queue as "staff_mail")
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now.toISOString(),
      delivered_at: null,
    })
    .execute();
  return id;
}

/** Stores a staff mail in its queue (table staff_mail): queueMail. */
export function queueStaffMail(db: Kysely<Database>, mail: StaffMail, now = new Date()): Promise<string> {
  return queueMail(db, "staff_mail", mail, now);
}

export type StaffMailSender = (mail: StaffMail) => Promise<void>;

/** The real sender (SMTP_URL's transport, from LEADS_MAIL_FROM or the agency's address), or nothing without SMTP_URL. */
export function createStaffMailSender(mailer: AgencyMailer | undefined): StaffMailSender | undefined {
  if (!mailer) return undefined;
  return async (mail) => {
    await mailer.transport.sendMail({
      from: mailer.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  };
}

/** Sends the staff mails that are due (queue.server.ts: claim, retry, give up); without a sender each try fails and says why. */
export function deliverDueStaffMails(
  db: Kysely<Database>,
  send: StaffMailSender | undefined,
  options: BatchOptions,
): Promise<BatchOutcome> {
  return deliverDueMails(db, "staff_mail", send, options);
}

// What the logs call each queue's mails, and the key of a mail's id in their lines.
const queueNames: Record<MailQueue, string> = { staff_mail: "staff mail", newsletter_mail: "newsletter confirmation" };
const idKeys: Record<MailQueue, string> = { staff_mail: "staffMailId", newsletter_mail: "newsletterMailId" };

/** Sends the mails of `queue` that are due (queue.server.ts: claim, retry, give up); without a sender each try fails and says why. */
export async function deliverDueMails(
  db: Kysely<Database>,
  queue: MailQueue,
  send: StaffMailSender | undefined,
  options: BatchOptions,
): Promise<BatchOutcome> {
  const table = queue as "staff_mail";
  const at = (options.now?.() ?? new Date()).toISOString();
  const due = await db
    .selectFrom(table)
    .select(["id", "to_address", "subject", "body", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(options.batchSize ?? 20)
    .execute();
  const jobs = due.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  const outcome = await deliverJobs(
    db,
    queue,
    jobs,
    async (job) => {
      if (!send) throw new Error(`SMTP_URL is not set: ${queueNames[queue]} mails cannot be sent`);
      await send({ to: job.to_address, subject: job.subject, body: job.body });
    },
    options,
    // The address, not the text: the body holds a link that opens the account.
    { what: queueNames[queue], context: (job, attempts) => ({ [idKeys[queue]]: job.id, to: job.to_address, attempts }) },
  );
  // A sent (or abandoned) mail's text holds a link that opens an account: it is not kept once it has left.
  if (outcome.delivered + outcome.failed > 0)
    await db.updateTable(table).set({ body: "" }).where("status", "!=", "pending").where("body", "!=", "").execute();
  return outcome;
}
