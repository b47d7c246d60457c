import type { Logger } from "pino";
import { isRouteErrorResponse } from "react-router";
import { logSafeUrl } from "./log-safe-url";

/**
 * How a handler's error reaches the logs. A refusal of a bad request (a 4xx error response, such as
 * React Router's 405 for a POST to an address that takes none) is the visitor's doing, not a fault of
 * the site: one line at warn, without a stack, so that the error level stays for what needs a person.
 */
export function logRequestError(logger: Pick<Logger, "warn" | "error">, error: unknown, request: { method: string; url: string }): void {
  const where = { method: request.method, url: logSafeUrl(request.url) };
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const detail = typeof error.data === "string" ? error.data.replace(/^Error: /, "") : error.statusText;
    logger.warn({ ...where, status: error.status, detail }, "request refused");
    return;
  }
  logger.error({ err: error, ...where }, "request failed");
}
