import type { Logger } from "pino";
import { logSafeUrl } from "./log-safe-url";

/**
 * How a handler's unexpected error reaches the logs: at error level, with its stack and the request's
 * method and address (without the query's personal data). A refusal (an HttpError) is not logged here:
 * the middleware answers it with its status.
 */
export function logRequestError(logger: Pick<Logger, "error">, error: unknown, request: { method: string; url: string }): void {
  logger.error({ err: error, method: request.method, url: logSafeUrl(request.url) }, "request failed");
}
