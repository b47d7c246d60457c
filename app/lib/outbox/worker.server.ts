import type { Kysely } from "kysely";
import type { Config } from "../config.server";
import type { Database } from "../db/schema";
import { createSenders, type Senders } from "./deliver.server";
import { type BatchOptions, type BatchOutcome, deliverJobs, type OutboxLogger } from "./queue.server";
import { createStaffMailSender, deliverDueMails, deliverDueStaffMails } from "./staff-mail.server";

export type { BatchOptions, OutboxLogger } from "./queue.server";
export { retryDelayMs } from "./queue.server";

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
 * Delivers due leads, staff mails and newsletter confirmation mails (staff-mail.server.ts) once at start, then every OUTBOX_POLL_MS; a
 * tick is skipped while a batch is still running. stop() waits for that batch.
 */
export function startOutboxWorker({ getDb, config, logger }: OutboxWorkerDeps): { stop: () => Promise<void> } {
  const senders = createSenders(config);
  const staffSender = createStaffMailSender(config);
  const options = { logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS, baseDelayMs: config.OUTBOX_RETRY_BASE_MS };
  let running: Promise<void> | undefined;
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
  tick();
  const timer = setInterval(tick, config.OUTBOX_POLL_MS);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
