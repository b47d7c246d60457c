import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";

/**
 * The longest one send may take. The worker's claim on a delivery must outlast
 * it, or another worker could send the same lead while this one still is.
 */
export const SEND_TIMEOUT_MS = 30_000;

export type OutboxLogger = Pick<Logger, "info" | "warn" | "error">;

export interface BatchOptions {
  logger: OutboxLogger;
  /** Tries before a delivery is marked failed for good. */
  maxAttempts: number;
  /** Wait after the first failed try; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed delivery stays reserved for its worker; longer than any send. */
  lockMs?: number;
  batchSize?: number;
  now?: () => Date;
}

export interface BatchOutcome {
  delivered: number;
  failed: number;
  retried: number;
}

/**
 * The queues the worker delivers: the leads' deliveries (`outbox`), the staff's mails (`staff_mail`) and the
 * newsletter's confirmation mails (`newsletter_mail`).
 * Both have the same delivery columns (status, attempts, next_attempt_at, locked_until, last_error,
 * delivered_at), which is all this file touches.
 */
export type QueueTable = "outbox" | "staff_mail" | "newsletter_mail";

/** A due row as its queue selected it: its id and how many tries it has had (unchanged since, or another worker has it). */
export interface DueJob {
  id: string;
  attempts: number;
}

export function retryDelayMs(attempts: number, baseDelayMs = 30_000, maxDelayMs = 3_600_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

function shortMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  // fetch() says only "fetch failed"; the reason (ECONNREFUSED...) is in the cause.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) message = `${message}: ${cause.message}`;
  return message.slice(0, 300);
}

// The two tables share the delivery columns: one of them names both for Kysely.
const asOutbox = (table: QueueTable) => table as "outbox";

/**
 * Sends each due job once, as its worker alone: the row is claimed first with a conditional update (still
 * pending, attempts unchanged since the select, unlocked), so two workers (or two servers) never send the
 * same one. A failure is retried after a doubling delay and marked failed after `maxAttempts` tries.
 * `what` names the job in the logs ("lead", "staff mail"); `context` is what each log line says of it.
 */
export async function deliverJobs<Job extends DueJob>(
  db: Kysely<Database>,
  table: QueueTable,
  jobs: readonly Job[],
  send: (job: Job) => Promise<void>,
  options: BatchOptions,
  log: { what: string; context: (job: Job, attempts: number) => Record<string, unknown> },
): Promise<BatchOutcome> {
  const { logger, maxAttempts } = options;
  const clock = () => options.now?.() ?? new Date();
  const outcome: BatchOutcome = { delivered: 0, failed: 0, retried: 0 };
  const queue = asOutbox(table);
  for (const job of jobs) {
    // Read the clock per row: earlier sends of this batch may have taken a while.
    const now = clock();
    const claim = await db
      .updateTable(queue)
      .set({ locked_until: new Date(now.getTime() + (options.lockMs ?? 4 * SEND_TIMEOUT_MS)).toISOString() })
      .where("id", "=", job.id)
      .where("status", "=", "pending")
      // Unchanged since the select: no other worker tried it in between (and moved its next attempt).
      .where("attempts", "=", job.attempts)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another worker has it, or had it

    const attempts = Number(job.attempts) + 1;
    const context = log.context(job, attempts);
    let error: string | undefined;
    try {
      await send(job);
    } catch (sendError) {
      error = shortMessage(sendError);
    }

    if (error === undefined) {
      await db
        .updateTable(queue)
        .set({ status: "delivered", attempts, delivered_at: clock().toISOString(), locked_until: null, last_error: null })
        .where("id", "=", job.id)
        .execute();
      outcome.delivered++;
      logger.info(context, `outbox: ${log.what} delivered`);
      continue;
    }

    const final = attempts >= maxAttempts;
    const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(attempts, options.baseDelayMs, options.maxDelayMs)).toISOString();
    await db
      .updateTable(queue)
      .set({ status: final ? "failed" : "pending", attempts, last_error: error, next_attempt_at: nextAttemptAt, locked_until: null })
      .where("id", "=", job.id)
      .execute();
    if (final) {
      outcome.failed++;
      logger.error({ ...context, error }, `outbox: ${log.what} delivery failed for good`);
    } else {
      outcome.retried++;
      logger.warn({ ...context, error, nextAttemptAt }, `outbox: ${log.what} delivery failed, will retry`);
    }
  }
  return outcome;
}
