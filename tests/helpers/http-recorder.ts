import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

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
}

export interface HttpRecorder {
  /** http://127.0.0.1:<port>, to which the test adds the path it wants. */
  origin: string;
  /** Every request that arrived, answered or held, in order of arrival. */
  requests: RecordedRequest[];
  /** Resolves once `count` requests have arrived (at once if they have). */
  waitForRequests: (count: number) => Promise<RecordedRequest[]>;
  /** Answers wait from now on until the returned function is called. */
  hold: () => () => void;
}

/**
 * A stand-in for an outside HTTP service (form webhook, GA4 Measurement
 * Protocol) on 127.0.0.1: records every request and answers `status` with an
 * empty JSON object, after failing the first `failTimes` ones. Closed when the test ends.
 */
export async function startHttpRecorder({ status = 200, failTimes = 0, failStatus = 500 }: RecorderOptions = {}): Promise<HttpRecorder> {
  const requests: RecordedRequest[] = [];
  const waiting: { count: number; resolve: (requests: RecordedRequest[]) => void }[] = [];
  let held: Promise<void> | undefined;

  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const answered = requests.length < failTimes ? failStatus : status;
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers["content-type"],
        body,
        answered,
      });
      for (const waiter of waiting.filter((candidate) => candidate.count <= requests.length)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(requests.slice(0, waiter.count));
      }
      await held;
      response.writeHead(answered, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
  };
}
