import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import type { AnalyticsEvent } from "./event-schema";
import { recordAnalyticsEvent } from "./events.server";
import { createAnalyticsForwarder } from "./forward-queue.server";

let database: Awaited<ReturnType<typeof createTestSqlite>>;
beforeAll(async () => {
  database = await createTestSqlite();
});
afterAll(() => database.destroy());

const event: AnalyticsEvent = { eventName: "page_view", clientId: "c1", params: { page_path: "/" } };

it("forwards at most `concurrency` events at a time, keeps at most `capacity` waiting, and drops (and says) the rest", async () => {
  // GA4 holds every answer until the test releases it: what it holds is what the forwarder has in flight.
  const ga4 = await startHttpRecorder();
  let release = ga4.hold();
  const warnings: unknown[] = [];
  const forwarder = createAnalyticsForwarder({
    db: database.db,
    settings: { measurementId: "G-TEST", apiSecret: "secret", endpoint: `${ga4.origin}/mp/collect` },
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    capacity: 3,
    concurrency: 2,
  });
  const ids = await Promise.all(Array.from({ length: 8 }, () => recordAnalyticsEvent(database.db, event)));
  const queued = ids.map((id) => forwarder.enqueue(id, event));
  // Two sent, three waiting, three dropped.
  expect(queued).toEqual([true, true, true, true, true, false, false, false]);
  expect(warnings).toHaveLength(1);

  // Two in flight, held; once they are answered the next two go, then the last one.
  for (const arrived of [2, 4, 5]) {
    await ga4.waitForRequests(arrived);
    const answer = release;
    release = ga4.hold(); // holds the next ones in turn
    answer();
  }
  release();
  await forwarder.drain();
  expect(ga4.requests).toHaveLength(5);
  expect(ga4.mostUnansweredAtOnce()).toBe(2);
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
