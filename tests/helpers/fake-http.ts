import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Plain Node (no Vitest): playwright.config.ts starts the journeys' fakes with it. The tests use the
// fakes built on it (http-recorder.ts, fake-image-providers.ts), which close when the test ends.

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
