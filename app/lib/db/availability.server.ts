import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { isDatabaseReachable } from "./db.server";
import type { Database } from "./schema";

/**
 * Whether the database can be reached, as this instance last saw it. A query that fails because
 * the server is gone (refused, cut, shutting down, starting up) marks it down; from then on a
 * probe asks every second until it answers, and the request boundary answers 503 at once instead
 * of letting each request wait for its own failure.
 */
export interface DatabaseAvailability {
  isDown(): boolean;
  /** Any error of a database call: only the connection failures count. */
  report(error: unknown): void;
  stop(): void;
}

// Node's socket errors, and PostgreSQL's classes 08 (connection exception) and 57P (operator intervention).
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const lostMessages = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection (is )?closed/i];

/** True for an error that says the database server cannot be reached, not that a query was wrong. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (socketCodes.has(code) || code.startsWith("08") || code.startsWith("57P"))) return true;
  if (lostMessages.some((pattern) => pattern.test(error.message))) return true;
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => cause !== error && isConnectionError(cause));
}

export function watchDatabaseAvailability(
  db: Kysely<Database>,
  { logger, probeMs = 1000 }: { logger: Pick<Logger, "warn" | "info">; probeMs?: number },
): DatabaseAvailability {
  let downSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;

  const markUp = () => {
    clearInterval(probe);
    probe = undefined;
    if (downSince !== undefined) logger.info({ downMs: Date.now() - downSince }, "database reachable again");
    downSince = undefined;
  };

  return {
    isDown: () => downSince !== undefined,
    report(error) {
      if (downSince !== undefined || !isConnectionError(error)) return;
      downSince = Date.now();
      logger.warn({ err: error }, "database unreachable: answering 503 until it is back");
      probe = setInterval(async () => {
        if (probing) return;
        probing = true;
        try {
          if (await isDatabaseReachable(db)) markUp();
        } finally {
          probing = false;
        }
      }, probeMs);
      probe.unref();
    },
    stop() {
      clearInterval(probe);
      probe = undefined;
    },
  };
}
