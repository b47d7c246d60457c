import { get as httpGet, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { expect, it, onTestFinished } from "vitest";
import { freshSqliteForHost } from "../helpers/database";
import { type Site, startSite } from "../helpers/site";

// The real host (development mode) with short limits: a client that sends its request a byte at a
// time loses its connection once the limit is up, while the other visitors are served and the
// live-stats stream, a long answer to a request received long ago, stays open.

const headersTimeoutMs = 1000;
const requestTimeoutMs = 2000;
const keepAliveTimeoutMs = 1000;

interface Ending {
  /** From the first byte sent to the connection's end. */
  ms: number;
  /** What the server wrote before closing: nothing, or a 408. */
  received: string;
}

/**
 * Opens a TCP connection, writes `start`, then `drip` (if any) every 300 ms, forever; resolves
 * once the server has closed the connection, rejects if it has not within `withinMs`.
 */
function slowClient(site: Site, start: string, drip: string | undefined, withinMs: number): Promise<Ending> {
  const { hostname, port } = new URL(site.origin);
  const socket = connect(Number(port), hostname);
  onTestFinished(() => {
    socket.destroy();
  });
  return new Promise((resolve, reject) => {
    let received = "";
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const tooLong = setTimeout(() => reject(new Error(`still open after ${withinMs} ms; received: ${JSON.stringify(received)}`)), withinMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => {}); // a write after the server closed: EPIPE or ECONNRESET, expected
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(tooLong);
      resolve({ ms: Date.now() - started, received });
    });
    socket.on("connect", () => {
      started = Date.now();
      socket.write(start);
      if (drip !== undefined) timer = setInterval(() => socket.write(drip), 300);
    });
  });
}

/** The live-stats stream, read as a browser reads it; `closed` says whether the connection has ended. */
function openStatsStream(site: Site): Promise<{ response: IncomingMessage; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${site.origin}/api/articles/stats/stream`, { headers: { accept: "text/event-stream" } }, (response) => {
      let closed = false;
      response.on("close", () => {
        closed = true;
      });
      response.once("data", () => resolve({ response, closed: () => closed })); // the first event
    });
    request.on("error", reject);
    onTestFinished(() => {
      request.destroy();
    });
  });
}

const isTimeoutAnswer = (received: string) => received === "" || received.startsWith("HTTP/1.1 408 ");

it("cuts off clients that drip their headers or their body, closes idle keep-alive connections, and serves the others meanwhile", async () => {
  const site = await startSite({
    ...freshSqliteForHost().env,
    HTTP_HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(keepAliveTimeoutMs),
  });
  const stream = await openStatsStream(site);
  const streamOpened = Date.now();

  // Headers that never end; a body that never ends (the form route waits for it); an idle connection.
  const headers = slowClient(site, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lent: ", "a", 5000);
  const body = slowClient(
    site,
    "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nnom=",
    "a",
    6000,
  );
  const idle = slowClient(site, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", undefined, 5000);

  const served = await fetch(`${site.origin}/healthz`);
  expect(served.status).toBe(200);
  await served.body?.cancel();

  const [cutHeaders, cutBody, closedIdle] = await Promise.all([headers, body, idle]);
  expect(isTimeoutAnswer(cutHeaders.received)).toBe(true);
  expect(cutHeaders.ms).toBeGreaterThanOrEqual(headersTimeoutMs - 100);
  expect(isTimeoutAnswer(cutBody.received)).toBe(true);
  expect(cutBody.ms).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
  expect(closedIdle.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(closedIdle.received).toContain("Keep-Alive: timeout=1\r\n");
  expect(closedIdle.ms).toBeGreaterThanOrEqual(keepAliveTimeoutMs - 100);

  // Still served after the limits: the request was received in time, the answer may last.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, streamOpened + requestTimeoutMs + 1000 - Date.now())));
  expect(stream.closed()).toBe(false);
  expect(stream.response.statusCode).toBe(200);
}, 30_000);
