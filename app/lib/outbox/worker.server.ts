import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { Senders } from "./deliver.server";

export interface WorkerOptions {
  maxAttempts: number;
  /** First retry delay; each further try waits twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed delivery stays reserved for the worker that claimed it. */
  lockMs?: number;
  batchSize?: number;
  now?: () => Date;
}

export function retryDelayMs(attempts: number, baseDelayMs = 30_000, maxDelayMs = 3_600_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the deliveries that are due. Each row is claimed with a conditional
 * update first, so two workers (or two servers) never send the same one.
 */
export async function deliverDueBatch(
  db: Kysely<Database>,
  senders: Senders,
  logger: Pick<Logger, "warn" | "error" | "info">,
  options: WorkerOptions,
): Promise<{ delivered: number; failed: number; retried: number }> {
  const now = options.now?.() ?? new Date();
  const nowIso = now.toISOString();
  const outcome = { delivered: 0, failed: 0, retried: 0 };
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
    .where("outbox.next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("outbox.locked_until", "is", null), eb("outbox.locked_until", "<", nowIso)]))
    .orderBy("outbox.next_attempt_at")
    .limit(options.batchSize ?? 20)
    .execute();

  for (const row of due) {
    const lockedUntil = new Date(now.getTime() + (options.lockMs ?? 60_000)).toISOString();
    const claim = await db
      .updateTable("outbox")
      .set({ locked_until: lockedUntil })
      .where("id", "=", row.outboxId)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;

    const attempts = Number(row.attempts) + 1;
    const send = senders[row.channel];
    try {
      if (!send) throw new Error(`no sender for channel ${row.channel}`);
      await send(row);
      await db
        .updateTable("outbox")
        .set({ status: "delivered", attempts, delivered_at: new Date().toISOString(), locked_until: null, last_error: null })
        .where("id", "=", row.outboxId)
        .execute();
      outcome.delivered++;
      logger.info({ outboxId: row.outboxId, leadId: row.id, channel: row.channel, attempts }, "lead delivered");
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = attempts >= options.maxAttempts;
      const next = new Date(now.getTime() + retryDelayMs(attempts, options.baseDelayMs, options.maxDelayMs)).toISOString();
      await db
        .updateTable("outbox")
        .set({ status: final ? "failed" : "pending", attempts, last_error: message, next_attempt_at: next, locked_until: null })
        .where("id", "=", row.outboxId)
        .execute();
      if (final) {
        outcome.failed++;
        logger.error(
          { outboxId: row.outboxId, leadId: row.id, channel: row.channel, attempts, error: message },
          "lead delivery failed for good",
        );
      } else {
        outcome.retried++;
        logger.warn(
          { outboxId: row.outboxId, leadId: row.id, channel: row.channel, attempts, error: message },
          "lead delivery failed, will retry",
        );
      }
    }
  }
  return outcome;
}

/** Polls for due deliveries every `pollMs`, never two batches at once; stop() waits for the running batch. */
export function startOutboxWorker(
  getDb: () => Kysely<Database>,
  senders: Senders,
  logger: Pick<Logger, "warn" | "error" | "info">,
  options: WorkerOptions & { pollMs: number },
): { stop: () => Promise<void> } {
  let current: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = deliverDueBatch(getDb(), senders, logger, options)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "outbox: batch failed"))
      .finally(() => {
        current = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.pollMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
