import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/free-port";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import type { Database } from "../db/schema";
import type { AnalyticsEvent } from "./event-schema";
import { forwardAnalyticsEvent, recordAnalyticsEvent } from "./events.server";

/** A stand-in for the GA4 Measurement Protocol on 127.0.0.1, answering every request with `status`. */
async function startFakeGa4(status: number) {
  const server = await startHttpRecorder({ status });
  return { endpoint: `${server.origin}/mp/collect`, requests: server.requests };
}

/** The stored row of event `id`. */
const eventRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom("analytics_event").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The GA4 settings of a configured site, pointed at `endpoint`. */
const ga4Settings = (endpoint: string) => ({ measurementId: "G-TEST123", apiSecret: "secret-abc", endpoint });

const pageView: AnalyticsEvent = {
  eventName: "page_view",
  clientId: "1234567890.1700000000",
  params: {
    page_location: "https://kheops.cm/services/creation-sites-web?utm_source=facebook#tarifs",
    page_title: "Sites web",
    engaged: true,
  },
};

describeOnEachEngine("analytics events", (getHandle) => {
  it("stores the event with its name, client id, params as JSON and the path of page_location", async () => {
    const { db } = getHandle();
    const before = new Date().toISOString();

    const id = await recordAnalyticsEvent(db, pageView);

    const row = await eventRow(db, id);
    expect(row).toMatchObject({
      id,
      name: "page_view",
      client_id: "1234567890.1700000000",
      page_path: "/services/creation-sites-web",
      forwarded_at: null,
      forward_error: null,
      forward_attempts: 0,
    });
    expect(JSON.parse(row.params)).toEqual(pageView.params);
    expect(row.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.received_at >= before).toBe(true);
  });

  it("stores no page path when the event has no page_location", async () => {
    const { db } = getHandle();

    const id = await recordAnalyticsEvent(db, { eventName: "cta_click", clientId: "client-a", params: { label: "devis" } });

    const row = await db.selectFrom("analytics_event").select(["page_path", "params"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ page_path: null, params: '{"label":"devis"}' });
  });

  it("gives each stored event its own id", async () => {
    const { db } = getHandle();

    const first = await recordAnalyticsEvent(db, pageView);
    const second = await recordAnalyticsEvent(db, pageView);

    expect(first).not.toBe(second);
    const rows = await db.selectFrom("analytics_event").select("id").where("id", "in", [first, second]).execute();
    expect(rows).toHaveLength(2);
  });

  it("forwards the event to the GA4 endpoint and marks it forwarded", async () => {
    const { db } = getHandle();
    const ga4 = await startFakeGa4(204);
    const logger = recordingLogger();
    const id = await recordAnalyticsEvent(db, pageView);

    const outcome = await forwardAnalyticsEvent(db, id, pageView, ga4Settings(ga4.endpoint), logger);

    expect(outcome).toBe("forwarded");
    expect(ga4.requests).toHaveLength(1);
    const [request] = ga4.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/mp/collect",
      query: { measurement_id: "G-TEST123", api_secret: "secret-abc" },
      contentType: "application/json",
    });
    expect(JSON.parse(request?.body ?? "")).toEqual({
      client_id: "1234567890.1700000000",
      events: [{ name: "page_view", params: pageView.params }],
    });
    const row = await eventRow(db, id);
    expect(row.forwarded_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.forward_error).toBeNull();
    expect(row.forward_attempts).toBe(1);
    expect(logger.entries.warn).toEqual([]);
  });

  it("records an HTTP 500 from GA4 as a failed attempt, logs a warning and does not throw", async () => {
    const { db } = getHandle();
    const ga4 = await startFakeGa4(500);
    const logger = recordingLogger();
    const id = await recordAnalyticsEvent(db, pageView);

    const outcome = await forwardAnalyticsEvent(db, id, pageView, ga4Settings(ga4.endpoint), logger);

    expect(outcome).toBe("failed");
    expect(ga4.requests).toHaveLength(1);
    const row = await eventRow(db, id);
    expect(row).toMatchObject({ forwarded_at: null, forward_error: "HTTP 500", forward_attempts: 1 });
    expect(logger.entries.warn).toHaveLength(1);
    expect(logger.entries.warn[0]).toMatchObject({ eventId: id, error: "HTTP 500" });
  });

  it("counts every attempt when forwarding is retried", async () => {
    const { db } = getHandle();
    const failing = await startFakeGa4(503);
    const working = await startFakeGa4(204);
    const logger = recordingLogger();
    const id = await recordAnalyticsEvent(db, pageView);

    expect(
      await forwardAnalyticsEvent(db, id, pageView, { measurementId: "G-T", apiSecret: "s", endpoint: failing.endpoint }, logger),
    ).toBe("failed");
    expect(
      await forwardAnalyticsEvent(db, id, pageView, { measurementId: "G-T", apiSecret: "s", endpoint: working.endpoint }, logger),
    ).toBe("forwarded");

    const row = await eventRow(db, id);
    expect(row.forward_attempts).toBe(2);
    expect(row.forward_error).toBeNull();
    expect(row.forwarded_at).not.toBeNull();
  });

  it("sends nothing and leaves the event untouched when the measurement id or the API secret is missing", async () => {
    const { db } = getHandle();
    const ga4 = await startFakeGa4(204);
    const logger = recordingLogger();
    const id = await recordAnalyticsEvent(db, pageView);

    expect(await forwardAnalyticsEvent(db, id, pageView, { apiSecret: "secret-abc", endpoint: ga4.endpoint }, logger)).toBe(
      "not-configured",
    );
    expect(await forwardAnalyticsEvent(db, id, pageView, { measurementId: "G-TEST123", endpoint: ga4.endpoint }, logger)).toBe(
      "not-configured",
    );

    expect(ga4.requests).toEqual([]);
    const row = await eventRow(db, id);
    expect(row).toMatchObject({ forwarded_at: null, forward_error: null, forward_attempts: 0 });
    expect(logger.entries.warn).toEqual([]);
  });

  it("records a refused connection as a failed attempt without throwing", async () => {
    const { db } = getHandle();
    const closedPort = await freePort();
    const logger = recordingLogger();
    const id = await recordAnalyticsEvent(db, pageView);

    const outcome = await forwardAnalyticsEvent(db, id, pageView, ga4Settings(`http://127.0.0.1:${closedPort}/mp/collect`), logger);

    expect(outcome).toBe("failed");
    const row = await eventRow(db, id);
    expect(row.forwarded_at).toBeNull();
    expect(row.forward_attempts).toBe(1);
    expect(row.forward_error).toEqual(expect.any(String));
    expect(row.forward_error).not.toBe("");
    expect(logger.entries.warn).toHaveLength(1);
  });
});
