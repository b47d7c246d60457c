import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import type { AnalyticsEvent } from "./event-schema";
import { recordAnalyticsEvent } from "./events.server";
import { createAnalyticsForwarder } from "./forward-queue.server";

let database: Awaited<ReturnType<typeof createTestSqlite>>;
beforeAll(async () => {
  database = await createTestSqlite();
});
afterAll(() => database.destroy());

const event: AnalyticsEvent = { eventName: "page_view", clientId: "c1", params: { page_path: "/" } };

/** A GA4 stand-in on 127.0.0.1 that holds every request until `release()`, counting how many it holds at once. */
async function startHoldingGa4() {
  const held: ServerResponse<IncomingMessage>[] = [];
  let mostAtOnce = 0;
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    received++;
    held.push(response);
    mostAtOnce = Math.max(mostAtOnce, held.length);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mp/collect`,
    held: () => held.length,
    received: () => received,
    mostAtOnce: () => mostAtOnce,
    release: () => {
      for (const response of held.splice(0)) response.writeHead(204).end();
    },
  };
}

it("forwards at most `concurrency` events at a time, keeps at most `capacity` waiting, and drops (and says) the rest", async () => {
  const ga4 = await startHoldingGa4();
  const warnings: unknown[] = [];
  const forwarder = createAnalyticsForwarder({
    db: database.db,
    settings: { measurementId: "G-TEST", apiSecret: "secret", endpoint: ga4.endpoint },
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    capacity: 3,
    concurrency: 2,
  });
  const ids = await Promise.all(Array.from({ length: 8 }, () => recordAnalyticsEvent(database.db, event)));
  const queued = ids.map((id) => forwarder.enqueue(id, event));
  // Two sent, three waiting, three dropped.
  expect(queued).toEqual([true, true, true, true, true, false, false, false]);
  expect(warnings).toHaveLength(1);

  await vi.waitFor(() => expect(ga4.held()).toBe(2));
  while (ga4.received() < 5) {
    ga4.release();
    await vi.waitFor(() => expect(ga4.held() > 0 || ga4.received() === 5).toBe(true));
  }
  ga4.release();
  await forwarder.drain();
  expect(ga4.received()).toBe(5);
  expect(ga4.mostAtOnce()).toBe(2);
  const forwarded = await database.db.selectFrom("analytics_event").select("id").where("forwarded_at", "is not", null).execute();
  expect(forwarded).toHaveLength(5);
});

it("queues nothing when GA4 is not configured", async () => {
  const forwarder = createAnalyticsForwarder({
    db: database.db,
    settings: { endpoint: "http://127.0.0.1:9/mp/collect" },
    logger: { warn: () => {} },
  });
  expect(forwarder.enqueue("some-id", event)).toBe(false);
  await forwarder.drain();
});
