import { afterEach, expect, it, vi } from "vitest";
import { privacyPolicyText, privacyPolicyUpdatedOn } from "~/content/legal/privacy-policy";
import { parseConfig } from "~/lib/config.server";
import { factsFromEnvironment } from "~/lib/facts/agency-facts.server";
import { formatLongDay } from "~/lib/format/date";
import { legalTokens } from "~/lib/legal-tokens.server";

// 'Dernière mise à jour' is the day the policy's text last changed, kept in its content (issue 15),
// whatever the day the page is read (app/pages/politique-de-confidentialite.astro).

afterEach(() => vi.useRealTimers());

it("dates the policy by its content, the same on any day it is read", () => {
  const dates: string[] = [];
  for (const now of ["2026-11-24T00:30:00Z", "2027-01-01T00:00:00+01:00", "2031-06-15T23:59:59Z"]) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    dates.push(formatLongDay(privacyPolicyUpdatedOn));
  }
  expect(new Set(dates).size).toBe(1);
  expect(privacyPolicyText.lastUpdated(dates[0] ?? "")).toBe("Dernière mise à jour\u00a0: 2 décembre 2026");
});

it("writes a day of the content as a French long date, in every time zone", () => {
  expect(formatLongDay("2026-11-24")).toBe("24 novembre 2026");
  expect(formatLongDay("2027-01-01")).toBe("1 janvier 2027");
  expect(privacyPolicyUpdatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it("states the retention period of the analytics events the server is set to", () => {
  const retentionOf = (env: Record<string, string>) => {
    const config = parseConfig({ SITE_URL: "http://localhost:3000", ...env });
    return legalTokens(config, factsFromEnvironment(config)).analyticsRetention;
  };
  expect(retentionOf({})).toBe("395\u00a0jours (environ 13\u00a0mois)");
  expect(retentionOf({ ANALYTICS_RETENTION_DAYS: "180" })).toBe("180\u00a0jours (environ 6\u00a0mois)");
  expect(retentionOf({ ANALYTICS_RETENTION_DAYS: "45" })).toBe("45\u00a0jours");
});
