import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { AnalyticsEvent } from "./event-schema";
import { forwardAnalyticsEvent, type Ga4Settings } from "./events.server";

/**
 * Forwards stored events to GA4 in the background, at most `concurrency` at a time and `capacity`
 * waiting: a flood of events cannot open a flood of connections or fill the memory. An event that
 * finds the queue full stays stored and unforwarded (forwarded_at empty), which the logs say.
 */
export interface AnalyticsForwarder {
  /** Queues the stored event; false when it was not queued (GA4 not configured, or the queue full). */
  enqueue(eventId: string, event: AnalyticsEvent): boolean;
  /** Resolves once every queued event has been tried (shutdown, tests). */
  drain(): Promise<void>;
}

export function createAnalyticsForwarder({
  db,
  settings,
  logger,
  capacity = 500,
  concurrency = 2,
}: {
  db: Kysely<Database>;
  settings: Ga4Settings;
  logger: Pick<Logger, "warn">;
  capacity?: number;
  concurrency?: number;
}): AnalyticsForwarder {
  const waiting: Array<{ eventId: string; event: AnalyticsEvent }> = [];
  let running = 0;
  let dropped = 0;
  let idle: Array<() => void> = [];

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.shift() as (typeof waiting)[number];
      running++;
      void forwardAnalyticsEvent(db, next.eventId, next.event, settings, logger).finally(() => {
        running--;
        pump();
      });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  };

  return {
    enqueue(eventId, event) {
      if (!settings.measurementId || !settings.apiSecret) return false;
      if (waiting.length >= capacity) {
        // One line per hundred dropped events: a flood must not flood the logs too.
        if (dropped++ % 100 === 0) logger.warn({ dropped }, "analytics: forwarding queue full, events kept unforwarded");
        return false;
      }
      waiting.push({ eventId, event });
      pump();
      return true;
    },
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
