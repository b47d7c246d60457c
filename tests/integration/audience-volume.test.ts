import { performance } from "node:perf_hooks";
import type { Insertable, Kysely, KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import { loadAudience, periodDays } from "~/admin/desk/audience.server";
import { newId } from "~/lib/db/ids";
import type { AnalyticsEventTable, Database } from "~/lib/db/schema";
import { describeOnEachEngine } from "../helpers/database";

// A year of a busy small site in one table: 100 000 events over 40 days. The admin's audience view
// must still answer at once, and count right, on both engines: the counting is done by the database,
// over the indexes of migration 2026-11-24-005, and the test checks that by the rows that reach the
// application (a count of work, the same on any machine), not by the time it took.

const now = new Date("2026-11-24T15:00:00.000Z");
const eventCount = 100_000;
const dayMs = 86_400_000;
const paths = Array.from({ length: 30 }, (_, index) => (index === 0 ? "/" : `/page-${String(index).padStart(2, "0")}`));
const ebooks = [
  { ebook_id: "la-methodologie-de-la-vente", ebook_title: "La méthodologie de la vente" },
  { ebook_id: "community-manager-de-choc", ebook_title: "Community manager de choc" },
];
const plans = [
  { plan: "Essentiel", period: "mensuel" },
  { plan: "Pro", period: "trimestriel" },
  { plan: "Premium", period: "annuel" },
];

interface Expected {
  viewsPerDay: Map<string, number>;
  viewsPerPath: Map<string, number>;
  purchases: Map<string, number>;
  planClicks: Map<string, number>;
  subscriptions: Map<string, number>;
}

const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Event i of the seed: mostly page views, 3 % purchase clicks, 1 % plan clicks, 1 % subscriptions, 3 % engagement pings. */
function seedEvent(index: number): Insertable<AnalyticsEventTable> {
  const receivedAt = new Date(now.getTime() - Math.floor((index / eventCount) * 40 * dayMs)).toISOString();
  const path = paths[(index * 7) % paths.length] ?? "/";
  const kind = index % 100;
  const [name, params] =
    kind < 3
      ? ["purchase", { ...ebooks[index % ebooks.length], value: 5000, currency: "XAF" }]
      : kind < 5
        ? [kind === 3 ? "plan_click" : "subscription", { ...plans[index % plans.length], value: 90000, currency: "XAF" }]
        : kind < 8
          ? ["user_engagement", { page_path: path, engagement_time_msec: 4200 }]
          : ["page_view", { page_location: `https://kheops.cm${path}`, page_path: path, page_title: "Kheops Digital" }];
  return {
    id: newId(now.getTime() - index),
    name,
    client_id: `client-${index % 3000}`,
    // Each event from a visitor of its own, so the visitor counts are the event counts the test computes.
    visitor_key: `visitor-${index}`,
    params: JSON.stringify(params),
    page_path: path,
    received_at: receivedAt,
    forwarded_at: null,
    forward_error: null,
  };
}

/** Inserts the 100 000 events in one transaction, 1 000 a statement; returns what the period should count. */
async function seed(db: Kysely<Database>, days: string[]): Promise<Expected> {
  const inPeriod = new Set(days);
  const expected: Expected = {
    viewsPerDay: new Map(),
    viewsPerPath: new Map(),
    purchases: new Map(),
    planClicks: new Map(),
    subscriptions: new Map(),
  };
  const rows = Array.from({ length: eventCount }, (_, index) => seedEvent(index));
  for (const row of rows) {
    if (!inPeriod.has(row.received_at.slice(0, 10))) continue;
    const params = JSON.parse(row.params) as Record<string, string>;
    if (row.name === "page_view") {
      increment(expected.viewsPerDay, row.received_at.slice(0, 10));
      increment(expected.viewsPerPath, row.page_path ?? "");
    }
    if (row.name === "purchase") increment(expected.purchases, params.ebook_id ?? "");
    if (row.name === "plan_click") increment(expected.planClicks, `${params.plan} ${params.period}`);
    if (row.name === "subscription") increment(expected.subscriptions, `${params.plan} ${params.period}`);
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 1000) {
      await trx
        .insertInto("analytics_event")
        .values(rows.slice(start, start + 1000))
        .execute();
    }
  });
  return expected;
}

/** A plugin that counts the queries run and the rows they bring back to the application. */
function workCounter() {
  const work = { queries: 0, rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      work.queries += 1;
      return node;
    },
    transformResult: async ({ result }) => {
      work.rows += result.rows.length;
      return result;
    },
  };
  return { work, plugin };
}

describeOnEachEngine("the audience of 100 000 events", (getHandle) => {
  it("is counted by the database, which sends back under 200 rows, and counts every event of the period and none before it", {
    timeout: 60_000,
  }, async () => {
    const { db, engine } = getHandle();
    const days = periodDays(30, now);
    const expected = await seed(db, days);

    const { work, plugin } = workCounter();
    const started = performance.now();
    const audience = await loadAudience(db.withPlugin(plugin), { engine, days: 30, now });
    // For the reader of the logs only: timings are the bench's business, not a test's.
    console.log(
      `loadAudience on ${engine}, ${eventCount} events: ${(performance.now() - started).toFixed(0)} ms, ${work.queries} queries, ${work.rows} rows`,
    );

    expect(work.queries).toBeLessThanOrEqual(12);
    expect(work.rows).toBeLessThan(200);
    expect(audience.pageViewsPerDay.map((entry) => entry.day)).toEqual(days);
    expect(audience.pageViewsPerDay).toEqual(days.map((day) => ({ day, views: expected.viewsPerDay.get(day) ?? 0 })));
    const seededViews = [...expected.viewsPerDay.values()].reduce((sum, views) => sum + views, 0);
    expect(seededViews).toBeGreaterThan(65_000); // 30 of the 40 days, 92 % page views
    expect(audience.pageViewsPerDay.reduce((sum, entry) => sum + entry.views, 0)).toBe(seededViews);

    const topPaths = [...expected.viewsPerPath].sort(([pathA, a], [pathB, b]) => b - a || (pathA < pathB ? -1 : 1)).slice(0, 10);
    expect(audience.topPages).toEqual(topPaths.map(([path, views]) => ({ path, views })));
    expect(audience.purchaseClicks).toHaveLength(2);
    for (const click of audience.purchaseClicks) expect(click.clicks).toBe(expected.purchases.get(click.ebookId));
    expect(audience.planClicks).toHaveLength(3);
    for (const click of audience.planClicks) {
      expect(click.clicks).toBe(expected.planClicks.get(`${click.plan} ${click.period}`));
      expect(click.subscriptions).toBe(expected.subscriptions.get(`${click.plan} ${click.period}`));
    }
  });
});
