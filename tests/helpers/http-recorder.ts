import { onTestFinished } from "vitest";
import { listenFakeHttp } from "./fake-http";

export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  /** The body as text. */
  body: string;
  /** The status this request was (or, while held, will be) answered with. */
  answered: number;
}

export interface RecorderOptions {
  /** The status of every answer after the failures. */
  status?: number;
  /** How many requests, the first ones, get `failStatus` instead. */
  failTimes?: number;
  failStatus?: number;
  /** The port to listen on: one a client was given before the service came up. A free one by default. */
  port?: number;
}

export interface HttpRecorder {
  /** http://127.0.0.1:<port>, to which the test adds the path it wants. */
  origin: string;
  /** Every request that arrived, answered or held, in order of arrival. */
  requests: RecordedRequest[];
  /** Resolves once `count` requests have arrived (at once if they have). */
  waitForRequests: (count: number) => Promise<RecordedRequest[]>;
  /** Answers wait from now on until the returned function is called (a new hold() holds the next ones). */
  hold: () => () => void;
  /** The most requests that were unanswered at the same time: how many the client had in flight at once. */
  mostUnansweredAtOnce: () => number;
}

/**
 * A stand-in for an outside HTTP service (form webhook, GA4 Measurement
 * Protocol) on 127.0.0.1: records every request and answers `status` with an
 * empty JSON object, after failing the first `failTimes` ones. Closed when the test ends.
 */
export async function startHttpRecorder({
  status = 200,
  failTimes = 0,
  failStatus = 500,
  port,
}: RecorderOptions = {}): Promise<HttpRecorder> {
  const requests: RecordedRequest[] = [];
  const waiting: { count: number; resolve: (requests: RecordedRequest[]) => void }[] = [];
  let held: Promise<void> | undefined;
  let unanswered = 0;
  let mostUnansweredAtOnce = 0;

  const server = await listenFakeHttp(
    async (request, response) => {
      const answered = requests.length < failTimes ? failStatus : status;
      requests.push({
        method: request.method,
        path: request.path,
        query: request.query,
        contentType: request.headers["content-type"],
        body: request.body,
        answered,
      });
      unanswered++;
      mostUnansweredAtOnce = Math.max(mostUnansweredAtOnce, unanswered);
      for (const waiter of waiting.filter((candidate) => candidate.count <= requests.length)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(requests.slice(0, waiter.count));
      }
      await held;
      unanswered--;
      response.writeHead(answered, { "content-type": "application/json" }).end("{}");
    },
    port === undefined ? {} : { port },
  );
  onTestFinished(server.close);

  return {
    origin: server.origin,
    requests,
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve(requests.slice(0, count));
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    mostUnansweredAtOnce: () => mostUnansweredAtOnce,
  };
}
