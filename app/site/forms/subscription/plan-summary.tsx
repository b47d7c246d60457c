import { CheckCircle2 } from "lucide-react";
import type { Plan } from "~/content/plans";
import { subscriptionText as text } from "~/content/subscription";
import { offersHref } from "./subscription-panel";

/** The chosen plan beside the subscription form: its description and features, and the way back to the offers. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <aside aria-labelledby="plan-summary" className="h-fit rounded-3xl bg-ink-900 p-8 text-white">
      <h2 id="plan-summary" className="text-xl font-bold">
        {text.summary.plan} {plan.name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-100/85">{plan.description}</p>
      <ul className="mt-6 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2 className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a href={offersHref} className="mt-8 inline-flex font-semibold text-gold-300 underline-offset-4 hover:underline">
        {text.page.backToOffers}
      </a>
    </aside>
  );
}
