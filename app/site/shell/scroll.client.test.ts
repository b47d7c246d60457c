import { describe, expect, it } from "vitest";
import { subscriptionHref } from "~/site/services/plan-pricing";
import { accordionScrollOffset } from "./scroll.client";

describe("device-dependent constants", () => {
  it("offsets an opened accordion by 80, 100 or 120 px below 640, below 1024 and wider", () => {
    expect([390, 639, 640, 1023, 1024, 1440].map(accordionScrollOffset)).toEqual([80, 80, 100, 100, 120, 120]);
  });
});

describe("subscriptionHref", () => {
  it("carries the plan, the French period word and the total", () => {
    expect(subscriptionHref("Pro", "quarterly", 405000)).toBe(
      "/services/formulaire-de-souscription?forfait=Pro&periode=trimestriel&prix=405000",
    );
    expect(subscriptionHref("Starter", "monthly", 90000)).toBe(
      "/services/formulaire-de-souscription?forfait=Starter&periode=mensuel&prix=90000",
    );
  });
});
