import { connect } from "node:net";
import { expect, it, onTestFinished } from "vitest";
import { repeatEvery, withTimeout } from "../../scripts/lib/wait";
import { freshSqliteForHost } from "../helpers/database";
import { type Site, startSite } from "../helpers/site";
import { openEventStream } from "../helpers/sse-client";
import { visitorCookieFrom } from "../helpers/visitor-cookie";

// The real host (the build, as `npm start` runs it) with short limits: a client that sends its request a byte at a
// time loses its connection once the limit is up, while the other visitors are served and the
// live-stats stream, a long answer to a request received long ago, stays open. What the server did
// is told by the order of what the test sees (which connection ends first, what is still answered
// after it), never by timing it.

const headersTimeoutMs = 1000;
const requestTimeoutMs = 2000;
const keepAliveTimeoutMs = 1000;

interface RawConnection {
  /** Writes `text` as it is, while the connection is open. */
  write: (text: string) => void;
  /** Whether the server has closed the connection. */
  isClosed: () => boolean;
  /** Resolves with everything the server wrote, once it has closed the connection. */
  closed: Promise<string>;
}

/** A TCP connection to the site, written by hand; destroyed when the test ends. */
function openConnection(site: Site): Promise<RawConnection> {
  const { hostname, port } = new URL(site.origin);
  const socket = connect(Number(port), hostname);
  onTestFinished(() => {
    socket.destroy();
  });
  let received = "";
  let isClosed = false;
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.on("close", () => {
      isClosed = true;
      resolve(received);
    });
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.off("error", reject);
      socket.on("error", () => {}); // a write after the server closed: EPIPE or ECONNRESET, expected
      resolve({
        write: (text) => {
          if (socket.writable) socket.write(text);
        },
        isClosed: () => isClosed,
        closed,
      });
    });
  });
}

/** Writes `start`, then `drip` every 300 ms until the server closes the connection. */
async function slowClient(site: Site, start: string, drip: string): Promise<RawConnection> {
  const connection = await openConnection(site);
  connection.write(start);
  const stop = repeatEvery(300, () => connection.write(drip));
  onTestFinished(stop);
  void connection.closed.then(stop);
  return connection;
}

const isTimeoutAnswer = (received: string) => received === "" || received.startsWith("HTTP/1.1 408 ");
const answersIn = (received: string) => received.split("HTTP/1.1 200 OK\r\n").length - 1;

it("cuts off clients that drip their headers or their body, closes idle keep-alive connections, and serves the others meanwhile", async () => {
  const site = await startSite({
    ...freshSqliteForHost().env,
    HTTP_HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(keepAliveTimeoutMs),
  });
  // The live-stats stream, opened before everything else: its request is the oldest.
  const stream = await openEventStream(`${site.origin}/api/articles/statistiques/flux`);
  expect(stream.status).toBe(200);
  const counts = JSON.parse((await stream.next((event) => event.event === "stats", 10_000)).data) as Record<string, { likes: number }>;
  const slug = Object.keys(counts)[0] ?? "";

  // Headers that never end; a body that never ends (the form route waits for it), its headers complete.
  const headers = await slowClient(site, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lent: ", "a");
  const body = await slowClient(
    site,
    "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nnom=",
    "a",
  );
  // Two requests at once on a keep-alive connection, then nothing.
  const idle = await openConnection(site);
  idle.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".repeat(2));

  // Cut by the headers' limit, not by one for every connection: when the dripped headers are cut, the
  // connection whose headers were complete is still open (read as the close arrives, not after a request).
  const bodyOpenWhenHeadersCut = headers.closed.then(() => !body.isClosed());

  const served = await fetch(`${site.origin}/healthz`);
  expect(served.status).toBe(200);
  await served.body?.cancel();

  // The guards are against a hang, a few times each limit; the order of events is what is checked.
  const cutHeaders = await withTimeout(headers.closed, { timeoutMs: 5 * headersTimeoutMs, what: "the dripped headers to be cut off" });
  expect(isTimeoutAnswer(cutHeaders), cutHeaders).toBe(true);
  expect(await bodyOpenWhenHeadersCut).toBe(true);
  const after = await fetch(`${site.origin}/healthz`);
  expect(after.status).toBe(200);
  await after.body?.cancel();

  const cutBody = await withTimeout(body.closed, { timeoutMs: 3 * requestTimeoutMs, what: "the dripped body to be cut off" });
  expect(isTimeoutAnswer(cutBody), cutBody).toBe(true);

  // The idle connection answered both requests, so it was kept open between them, and said its limit;
  // then the server closed it while the older stream stays open. (When it closes against the body's cut
  // is left to the timers: Node adds a margin to the keep-alive limit, and checks the request limit on
  // an interval.)
  const closedIdle = await withTimeout(idle.closed, {
    timeoutMs: 10 * keepAliveTimeoutMs,
    what: "the idle keep-alive connection to be closed",
  });
  expect(answersIn(closedIdle)).toBe(2);
  expect(closedIdle).toContain("Keep-Alive: timeout=1\r\n");

  // Still served after the request limit has cut the body, whose request came after the stream's: a
  // like reaches the stream.
  expect(stream.ended()).toBe(false);
  const visitor = await visitorCookieFrom(site.origin);
  const liked = await fetch(`${site.origin}/api/articles/${slug}/jaime`, { method: "POST", headers: { cookie: visitor } });
  expect(liked.status).toBe(200);
  const change = await stream.next((event) => event.event === "message", 10_000);
  expect(JSON.parse(change.data)).toMatchObject({ slug, likes: (counts[slug]?.likes ?? 0) + 1 });
}, 30_000);
