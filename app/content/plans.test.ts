import { describe, expect, it } from "vitest";
import { billingPeriods, type PlanName, plans, planTotal, processSteps } from "./plans";

function plan(name: PlanName) {
  const found = plans.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Missing plan ${name}`);
  return found;
}

describe("community management plans", () => {
  it("lists Starter, Pro and Premium at their monthly prices", () => {
    expect(plans.map(({ name, monthlyPriceXaf }) => [name, monthlyPriceXaf])).toEqual([
      ["Starter", 90000],
      ["Pro", 150000],
      ["Premium", 320000],
    ]);
  });

  it("highlights only Pro, with the 'Populaire' badge", () => {
    expect(plans.filter((candidate) => candidate.highlighted).map((candidate) => candidate.name)).toEqual(["Pro"]);
    expect(plan("Pro").badge).toBe("Populaire");
  });

  it("keeps every number of the offer in the features", () => {
    expect(plan("Starter").features.join(" ")).toMatch(/2 réseaux[\s\S]*8 publications/);
    expect(plan("Pro").features.join(" ")).toMatch(/2 réseaux[\s\S]*16 publications/);
    expect(plan("Premium").features.join(" ")).toMatch(/4 réseaux[\s\S]*30 publications/);
  });

  it("computes the totals for each period", () => {
    const totals = plans.map(({ monthlyPriceXaf }) => [
      planTotal(monthlyPriceXaf, "monthly"),
      planTotal(monthlyPriceXaf, "quarterly"),
      planTotal(monthlyPriceXaf, "yearly"),
    ]);
    expect(totals).toEqual([
      [90000, 243000, 918000],
      [150000, 405000, 1530000],
      [320000, 864000, 3264000],
    ]);
  });

  it("labels the billing periods", () => {
    expect(
      billingPeriods.map(({ id, label, caption, months, discount, urlWord }) => [id, label, caption, months, discount, urlWord]),
    ).toEqual([
      ["monthly", "Mensuel", "par mois", 1, 0, "mensuel"],
      ["quarterly", "Trimestriel (-10%)", "pour 3\u00a0mois", 3, 0.1, "trimestriel"],
      ["yearly", "Annuel (-15%)", "pour 12\u00a0mois", 12, 0.15, "annuel"],
    ]);
  });

  it("describes the four steps of the method", () => {
    expect(processSteps.map((step) => step.title)).toEqual(["Analyse", "Stratégie", "Exécution", "Optimisation"]);
  });
});
