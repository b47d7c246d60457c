import { Check } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react";
import { type BillingPeriod, billingPeriods, type PlanName, plans, planTotal } from "~/content/plans";
import { uiText } from "~/content/ui";
import { track } from "~/lib/analytics/track.client";
import { heldLink } from "~/lib/behaviours/held-link";
import { pricingAnchor } from "~/lib/dom-ids";
import { type CurrencyCode, formatPrice } from "~/lib/format/currency";
import { type SubscriptionChoice, subscriptionHref } from "~/site/forms/subscription/subscription-choice";
import { replaceQueryParameter } from "~/site/shell/current-address.client";

// The dialog and its form load on the first plan click, not with the page.
const SubscriptionDialog = lazy(() => import("~/site/forms/subscription/subscription-dialog"));

export { pricingAnchor };

/**
 * Plans with Mensuel / Trimestriel / Annuel tabs (an island). Before its script, or without
 * JavaScript, each tab is a link (?periode=…) and the server renders that period, and each plan's
 * button is a link to the subscription page; with it, the tabs switch at once, arrow keys move
 * between them, and a plan opens the subscription form in a dialog.
 */
export function PlanPricing({
  initialPeriod,
  currency,
  monthlyPrices,
}: {
  initialPeriod: BillingPeriod;
  currency: CurrencyCode;
  /** One month of each plan, in FCFA, as « Boutique » sets them (app/lib/facts). */
  monthlyPrices: Record<PlanName, number>;
}) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  const active = billingPeriods.find((entry) => entry.id === period) ?? billingPeriods[0];
  const [dialog, setDialog] = useState<{ choice: SubscriptionChoice; openCount: number }>();
  function backToOffers() {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${pricingAnchor}`);
    document.getElementById(pricingAnchor)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  function choose(next: BillingPeriod, focus = false) {
    setPeriod(next);
    const word = billingPeriods.find((entry) => entry.id === next)?.urlWord ?? "mensuel";
    replaceQueryParameter("periode", word);
    track("pricing_tab_change", { period: next });
    if (focus) tabs.current[billingPeriods.findIndex((entry) => entry.id === next)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, position: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let target: number | undefined;
    if (event.key in moves) target = (position + (moves[event.key] ?? 0) + billingPeriods.length) % billingPeriods.length;
    if (event.key === "Home") target = 0;
    if (event.key === "End") target = billingPeriods.length - 1;
    const entry = target === undefined ? undefined : billingPeriods[target];
    if (!entry) return;
    event.preventDefault();
    choose(entry.id, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={uiText.billingPeriods}
        className="mx-auto flex w-fit flex-wrap justify-center gap-1 rounded-full bg-ink-50 p-1.5"
      >
        {billingPeriods.map((entry, position) => {
          const selected = entry.id === period;
          return (
            <a
              key={entry.id}
              ref={(node) => {
                tabs.current[position] = node;
              }}
              role="tab"
              id={`pricing-tab-${entry.id}`}
              aria-selected={selected}
              aria-controls="pricing-panel"
              tabIndex={selected ? 0 : -1}
              // Relative to the page: the period is the whole of /services's query. (Not a queryLink: the island
              // importing it would split that behaviour out of the site's script, one more file on every page.)
              href={`?periode=${entry.urlWord}#${pricingAnchor}`}
              {...heldLink.props({ held: true })}
              onClick={(event) => {
                event.preventDefault();
                choose(entry.id);
              }}
              onKeyDown={(event) => onKeyDown(event, position)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5 ${
                selected ? "bg-ink-900 text-white shadow" : "text-ink-700 hover:text-ink-900"
              }`}
            >
              {entry.label}
            </a>
          );
        })}
      </div>

      <div id="pricing-panel" role="tabpanel" aria-labelledby={`pricing-tab-${period}`} className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const total = planTotal(monthlyPrices[plan.name], period);
          return (
            <article
              key={plan.name}
              className={`relative flex flex-col rounded-3xl border p-7 ${
                plan.highlighted
                  ? "border-gold-400 bg-ink-900 text-white shadow-2xl shadow-ink-900/30 lg:-translate-y-3"
                  : "border-ink-100 bg-white"
              }`}
            >
              {plan.badge ? (
                <p className="absolute -top-3.5 left-7 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-ink-950 uppercase">
                  {plan.badge}
                </p>
              ) : null}
              <h3 className="text-xl font-bold">{plan.name}</h3>
              <p className={`mt-2 text-sm leading-relaxed ${plan.highlighted ? "text-ink-100/85" : "text-ink-700"}`}>{plan.description}</p>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-extrabold tracking-tight sm:text-4xl">{formatPrice(total, currency)}</span>
                <span className={`text-sm ${plan.highlighted ? "text-ink-100/80" : "text-ink-700"}`}>{active?.caption}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check className={`h-5 w-5 shrink-0 ${plan.highlighted ? "text-gold-300" : "text-gold-600"}`} aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <a
                href={subscriptionHref(plan.name, period, total)}
                {...heldLink.props({ held: true })}
                onClick={(event) => {
                  track("plan_click", { plan: plan.name, period, value: total, currency: "XAF" });
                  // Without JavaScript the link opens the subscription page instead.
                  event.preventDefault();
                  setDialog((current) => ({ choice: { plan: plan.name, period, price: total }, openCount: (current?.openCount ?? 0) + 1 }));
                }}
                className={`mt-8 inline-flex justify-center rounded-full px-6 py-3 font-semibold transition-colors ${
                  plan.highlighted ? "bg-gold-400 text-ink-950 hover:bg-gold-300" : "bg-ink-900 text-white hover:bg-ink-700"
                }`}
              >
                {plan.buttonText}
              </a>
            </article>
          );
        })}
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <SubscriptionDialog choice={dialog.choice} currency={currency} openCount={dialog.openCount} onConfirmed={backToOffers} />
        </Suspense>
      ) : null}
    </div>
  );
}
