import { expect, it, onTestFinished, vi } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import { GET } from "~/pages/api/articles/statistiques/flux";
import { insertArticle } from "../helpers/articles";
import { createTestSqlite } from "../helpers/database";
import { callEndpoint, testServices } from "../helpers/site-services";

// The stats stream behind the real request boundary, on a real SQLite database:
// each open stream holds one of the instance's slots until it ends, however it ends.

const visitor = "203.0.113.10";
const neighbour = "198.51.100.20";
const decoder = new TextDecoder();

/** A migrated SQLite database with one published article, and the services start-up would build on it. */
async function siteWith(env: Record<string, string> = {}): Promise<{ services: SiteServices; slug: string }> {
  const database = await createTestSqlite();
  onTestFinished(() => database.destroy());
  const slug = await insertArticle(database.db);
  return { services: testServices(database.db, { env }), slug };
}

interface OpenedStream {
  response: Response;
  /** The next chunk of the body, as text ("" once it has ended). */
  read: () => Promise<string>;
  /** The browser goes away (the host aborts the request's signal). */
  abort: () => void;
  /** The host stops reading the body. */
  cancel: () => Promise<void>;
}

/** GET /api/articles/statistiques/flux from `clientAddress`, as an EventSource asks for it; aborted when the test ends. */
async function openStream(services: SiteServices, clientAddress: string, controller = new AbortController()): Promise<OpenedStream> {
  const request = new Request("http://localhost:3000/api/articles/statistiques/flux", {
    headers: { accept: "text/event-stream" },
    signal: controller.signal,
  });
  const response = await callEndpoint(services, request, GET, { clientAddress });
  onTestFinished(() => controller.abort());
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const readerOf = () => {
    reader ??= response.body?.getReader();
    return reader;
  };
  return {
    response,
    read: async () => {
      const chunk = await readerOf()?.read();
      return chunk?.value ? decoder.decode(chunk.value) : "";
    },
    abort: () => controller.abort(),
    cancel: async () => readerOf()?.cancel(),
  };
}

it("refuses the 7th stream from one address with 429 while another address still gets one, and frees a slot when a stream closes", async () => {
  const { services, slug } = await siteWith();

  const streams: OpenedStream[] = [];
  for (let i = 0; i < 6; i++) {
    const stream = await openStream(services, visitor);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(await stream.read()).toContain(`"${slug}":{"likes":0,"views":0}`);
    streams.push(stream);
  }

  const refused = await openStream(services, visitor);
  expect(refused.response.status).toBe(429);
  expect(refused.response.headers.get("retry-after")).toBe("30");
  expect(refused.response.headers.get("cache-control")).toBe("no-store");
  expect(refused.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(await refused.response.text()).toBe(
    "Trop de connexions en direct depuis votre adresse. Fermez quelques onglets du site, puis réessayez dans un instant.",
  );

  const other = await openStream(services, neighbour);
  expect(other.response.status).toBe(200);

  // The browser goes away: its slot is free at once, and only its own.
  streams[0]?.abort();
  expect(await streams[0]?.read()).toBe("");
  expect((await openStream(services, visitor)).response.status).toBe(200);
  expect((await openStream(services, visitor)).response.status).toBe(429);

  // The host stops reading the body (the response was cancelled): the same.
  await streams[1]?.cancel();
  expect((await openStream(services, visitor)).response.status).toBe(200);
  expect((await openStream(services, visitor)).response.status).toBe(429);
  expect(services.statsStreams.open(visitor)).toBe(6);
});

it("answers 503 once the instance holds STATS_STREAMS_MAX streams, and frees every slot when shutdown closes the streams", async () => {
  const { services } = await siteWith({ STATS_STREAMS_MAX: "2" });
  const first = await openStream(services, "203.0.113.1");
  const second = await openStream(services, "203.0.113.2");

  const refused = await openStream(services, "203.0.113.3");
  expect(refused.response.status).toBe(503);
  expect(refused.response.headers.get("retry-after")).toBe("30");
  expect(refused.response.headers.get("cache-control")).toBe("no-store");
  expect(await refused.response.text()).toBe(
    "Le site reçoit beaucoup de visiteurs en ce moment\u00a0: les compteurs en direct reviendront dans un instant.",
  );

  services.statsEvents.closeStreams();
  await first.read(); // the snapshot
  expect(await first.read()).toBe(""); // then the end
  await second.read();
  expect(await second.read()).toBe("");
  expect(services.statsStreams.open()).toBe(0);
  expect((await openStream(services, "203.0.113.3")).response.status).toBe(200);
});

it("frees the slot of a browser that left before its first event", async () => {
  const { services } = await siteWith({ STATS_STREAMS_PER_IP: "1" });
  const gone = new AbortController();
  gone.abort();

  expect((await openStream(services, visitor, gone)).response.status).toBe(204);
  expect(services.statsStreams.open()).toBe(0);
  expect((await openStream(services, visitor)).response.status).toBe(200);
});

it("still sends a heartbeat every 25 s", async () => {
  const { services } = await siteWith();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const stream = await openStream(services, visitor);
  await stream.read(); // the snapshot

  vi.advanceTimersByTime(25_000);
  expect(await stream.read()).toBe(": ping\n\n");
});
