import { describe, expect, it } from "vitest";
import { type PlanName, plans } from "~/content/plans";
import { readSubscriptionChoice, subscriptionHref } from "./subscription-choice";

const read = (query: string) =>
  readSubscriptionChoice(
    new URLSearchParams(query),
    Object.fromEntries(plans.map((plan) => [plan.name, plan.monthlyPriceXaf])) as Record<PlanName, number>,
  );

describe("subscription link", () => {
  it("reads plan, period and price", () => {
    expect(read("forfait=Pro&periode=trimestriel&prix=405000")).toEqual({ plan: "Pro", period: "quarterly", price: 405000 });
  });

  it("computes the price when the query has none, and lets a query price win", () => {
    expect(read("forfait=Premium&periode=annuel")).toEqual({ plan: "Premium", period: "yearly", price: 3264000 });
    expect(read("forfait=Premium&periode=annuel&prix=3000000").price).toBe(3000000);
  });

  it("falls back to Starter, monthly and the computed price on unknown values", () => {
    expect(read("forfait=Gold&periode=hebdo&prix=-5")).toEqual({ plan: "Starter", period: "monthly", price: 90000 });
    expect(read("")).toEqual({ plan: "Starter", period: "monthly", price: 90000 });
    expect(read("prix=abc").price).toBe(90000);
  });
});

describe("subscriptionHref", () => {
  it("carries the plan, the French period word and the total, as the form reads them back", () => {
    expect(subscriptionHref("Pro", "quarterly", 405000)).toBe(
      "/services/formulaire-de-souscription?forfait=Pro&periode=trimestriel&prix=405000",
    );
    expect(subscriptionHref("Starter", "monthly", 90000)).toBe(
      "/services/formulaire-de-souscription?forfait=Starter&periode=mensuel&prix=90000",
    );
    const pro = { plan: "Pro", period: "quarterly", price: 405000 } as const;
    expect(read(new URL(subscriptionHref(pro.plan, pro.period, pro.price), "https://kheops.cm").search)).toEqual(pro);
  });
});
