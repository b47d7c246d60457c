import { type BillingPeriod, billingPeriods, type PlanName, plans, planTotal } from "~/content/plans";

export interface SubscriptionChoice {
  plan: PlanName;
  period: BillingPeriod;
  /** The offer's total in XAF. */
  price: number;
}

/** The subscription form's page, where its posts go too. */
export const subscriptionPath = "/services/formulaire-de-souscription";

/** The subscription form's address for a plan, a period and a total: what readSubscriptionChoice reads back. */
export function subscriptionHref(plan: string, period: BillingPeriod, totalXaf: number): string {
  const word = billingPeriods.find((entry) => entry.id === period)?.urlWord ?? "mensuel";
  return `${subscriptionPath}?forfait=${encodeURIComponent(plan)}&periode=${word}&prix=${totalXaf}`;
}

/**
 * The plan, period and price a subscription link carries
 * (?forfait=Pro&periode=trimestriel&prix=405000). Unknown values give Starter
 * and monthly; a price in the query wins over the computed total (at `monthlyPrices`, « Boutique »'s).
 */
export function readSubscriptionChoice(query: URLSearchParams, monthlyPrices: Record<PlanName, number>): SubscriptionChoice {
  const wanted = query.get("forfait")?.trim().toLowerCase();
  const plan = plans.find((candidate) => candidate.name.toLowerCase() === wanted) ?? plans[0];
  if (!plan) throw new Error("No subscription plan is defined");
  const period = billingPeriods.find((candidate) => candidate.urlWord === query.get("periode"))?.id ?? "monthly";
  const price = Number(query.get("prix"));
  return {
    plan: plan.name,
    period,
    price: Number.isSafeInteger(price) && price > 0 ? price : planTotal(monthlyPrices[plan.name], period),
  };
}
