import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database } from "../db/schema";
import { createSenders, SEND_TIMEOUT_MS, type Senders } from "./deliver.server";

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

/**
 * Sends the deliveries that are due. Each row is claimed with a conditional
 * update first, so two workers (or two servers) never send the same one.
 */
export async function deliverDueBatch(
  db: Kysely<Database>,
  senders: Senders,
  options: BatchOptions,
): Promise<{ delivered: number; failed: number; retried: number }> {
  const { logger, maxAttempts } = options;
  const clock = () => options.now?.() ?? new Date();
  const outcome = { delivered: 0, failed: 0, retried: 0 };
  const startedAt = clock().toISOString();
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

  for (const row of due) {
    // Read the clock per row: earlier sends of this batch may have taken a while.
    const now = clock();
    const claim = await db
      .updateTable("outbox")
      .set({ locked_until: new Date(now.getTime() + (options.lockMs ?? 4 * SEND_TIMEOUT_MS)).toISOString() })
      .where("id", "=", row.outboxId)
      .where("status", "=", "pending")
      // Unchanged since the select: no other worker tried it in between (and moved its next attempt).
      .where("attempts", "=", row.attempts)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another worker has it, or had it

    const attempts = Number(row.attempts) + 1;
    const context = { outboxId: row.outboxId, leadId: row.id, channel: row.channel, attempts };
    let error: string | undefined;
    try {
      const send = senders[row.channel];
      if (!send) throw new Error(`no sender for channel ${row.channel}: is it still configured?`);
      await send(row);
    } catch (sendError) {
      error = shortMessage(sendError);
    }

    if (error === undefined) {
      await db
        .updateTable("outbox")
        .set({ status: "delivered", attempts, delivered_at: clock().toISOString(), locked_until: null, last_error: null })
        .where("id", "=", row.outboxId)
        .execute();
      outcome.delivered++;
      logger.info(context, "outbox: lead delivered");
      continue;
    }

    const final = attempts >= maxAttempts;
    const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(attempts, options.baseDelayMs, options.maxDelayMs)).toISOString();
    await db
      .updateTable("outbox")
      .set({ status: final ? "failed" : "pending", attempts, last_error: error, next_attempt_at: nextAttemptAt, locked_until: null })
      .where("id", "=", row.outboxId)
      .execute();
    if (final) {
      outcome.failed++;
      logger.error({ ...context, error }, "outbox: lead delivery failed for good");
    } else {
      outcome.retried++;
      logger.warn({ ...context, error, nextAttemptAt }, "outbox: lead delivery failed, will retry");
    }
  }
  return outcome;
}

export interface OutboxWorkerDeps {
  /** Read at each batch, so the worker uses whatever database the server has open. */
  getDb: () => Kysely<Database>;
  config: Config;
  logger: OutboxLogger;
}

/**
 * Delivers due leads once at start, then every OUTBOX_POLL_MS; a tick is
 * skipped while a batch is still running. stop() waits for that batch.
 */
export function startOutboxWorker({ getDb, config, logger }: OutboxWorkerDeps): { stop: () => Promise<void> } {
  const senders = createSenders(config);
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverDueBatch(getDb(), senders, {
      logger,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      baseDelayMs: config.OUTBOX_RETRY_BASE_MS,
    })
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "outbox: batch failed"))
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
