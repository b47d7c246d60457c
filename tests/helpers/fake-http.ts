import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

// Outside HTTP services stood in for on 127.0.0.1 (decision D10). listenFakeHttp is the server itself, which
// playwright.config.ts starts once for the journeys (journey-services.ts) and closes with its process; a Vitest
// test takes startFakeService, startJsonService or startHttpRecorder, closed when the test ends.

export interface ReceivedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as text. */
  body: string;
}

export interface FakeHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request that arrived, in order, once its body was read. */
  requests: ReceivedRequest[];
  /** Cuts the open connections and stops listening. */
  close: () => Promise<void>;
}

export interface FakeHttpOptions {
  /** A port to listen on (one the test chose before the fake was up); a free one by default. */
  port?: number;
  /** Lets the process end while the fake still listens: a fake that lives as long as its process. */
  unref?: boolean;
}

/**
 * The one way a test stands in for an outside HTTP service: a real server on 127.0.0.1 that reads each
 * request whole, records it, then lets `answer` write the response (at once or later).
 */
export async function listenFakeHttp(
  answer: (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>,
  { port = 0, unref = false }: FakeHttpOptions = {},
): Promise<FakeHttpServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const received: ReceivedRequest = {
        method: request.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      };
      requests.push(received);
      void answer(received, response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  if (unref) server.unref();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeService {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request that arrived, in order. */
  requests: ReceivedRequest[];
}

/**
 * A stand-in for an outside service (a stock-image source, a picture CDN, a chat-completions
 * endpoint) on 127.0.0.1: records each request, then lets `answer` write the response. Closed
 * when the test ends.
 */
export async function startFakeService(answer: (request: ReceivedRequest, response: ServerResponse) => void): Promise<FakeService> {
  const { origin, requests, close } = await listenFakeHttp(answer);
  onTestFinished(close);
  return { origin, requests };
}

/** A fake that answers every request with `status` and `body` as JSON. */
export function startJsonService(status: number, body: unknown): Promise<FakeService> {
  return startFakeService((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
}

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
