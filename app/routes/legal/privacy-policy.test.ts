import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { privacyPolicyText, privacyPolicyUpdatedOn } from "~/content/legal/privacy-policy";
import type { SiteServices } from "~/lib/boundary/context.server";
import { formatLongDay } from "~/lib/format/date";
import { createTestSqlite } from "../../../tests/helpers/database";
import { testServices, throughBoundary } from "../../../tests/helpers/site-services";
import { loader } from "./privacy-policy";

// 'Dernière mise à jour' is the day the policy's text last changed, kept in its content (issue 15),
// whatever the day the page is read.

let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
beforeAll(async () => {
  database = await createTestSqlite();
  services = testServices(database.db);
});
afterAll(() => database.destroy());
afterEach(() => vi.useRealTimers());

async function lastUpdatedOn(now: string): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
  const request = new Request("http://localhost:3000/politique-de-confidentialite");
  const { result } = await throughBoundary(services, request, (context) =>
    loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]),
  );
  return result.lastUpdated;
}

it("dates the policy by its content, the same on any day it is read", async () => {
  const dates: string[] = [];
  for (const now of ["2026-11-24T00:30:00Z", "2027-01-01T00:00:00+01:00", "2031-06-15T23:59:59Z"]) dates.push(await lastUpdatedOn(now));

  expect(dates).toEqual(Array(3).fill(formatLongDay(privacyPolicyUpdatedOn)));
  expect(privacyPolicyText.lastUpdated(dates[0] ?? "")).toBe("Dernière mise à jour\u00a0: 24 novembre 2026");
});

it("writes a day of the content as a French long date, in every time zone", () => {
  expect(formatLongDay("2026-11-24")).toBe("24 novembre 2026");
  expect(formatLongDay("2027-01-01")).toBe("1 janvier 2027");
  expect(privacyPolicyUpdatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it("states the retention period of the analytics events the server is set to", async () => {
  const retentionOf = async (env: Record<string, string>) => {
    const request = new Request("http://localhost:3000/politique-de-confidentialite");
    const { result } = await throughBoundary(testServices(database.db, { env }), request, (context) =>
      loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]),
    );
    return result.tokens.analyticsRetention;
  };
  expect(await retentionOf({})).toBe("395\u00a0jours (environ 13\u00a0mois)");
  expect(await retentionOf({ ANALYTICS_RETENTION_DAYS: "180" })).toBe("180\u00a0jours (environ 6\u00a0mois)");
  expect(await retentionOf({ ANALYTICS_RETENTION_DAYS: "45" })).toBe("45\u00a0jours");
});
