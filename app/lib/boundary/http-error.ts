/**
 * A request that cannot be served as asked, with the status and the French message the visitor
 * (or our own script) gets: a body that is not JSON, a forged return address, an unknown article.
 * Thrown by a handler, it is answered by the request boundary like its own refusals: the message as
 * JSON for the API, the French error page for that status otherwise.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly retryAfter: string | undefined;

  constructor(status: number, message: string, { retryAfter }: { retryAfter?: string } = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.retryAfter = retryAfter;
  }
}
