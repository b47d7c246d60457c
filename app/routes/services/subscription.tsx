import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { pricingAnchor } from "~/components/services/plan-pricing";
import { SubscriptionForm } from "~/components/subscription/subscription-form";
import { PageHero } from "~/components/ui/page-hero";
import { plans } from "~/content/plans";
import { subscriptionText as text } from "~/content/subscription";
import { answerOrError } from "~/lib/forms/client-action";
import { phoneCountries } from "~/lib/forms/phone";
import { readSubscriptionChoice } from "~/lib/forms/subscription-choice";
import { formAnswer } from "~/lib/leads/receive-lead.server";
import { submitSubscription } from "~/lib/leads/submit-subscription.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/subscription";

export function loader({ url }: Route.LoaderArgs) {
  return { choice: readSubscriptionChoice(url.searchParams), countries: phoneCountries() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitSubscription(request, context), { confirmed: 200, invalid: 400, error: 500 });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOrError(serverAction, { status: "error" as const });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: text.page.title,
    description: text.page.description,
    path: "/services/formulaire-de-souscription",
    image: "/images/og/services.png",
    type: "service",
  });

const offersHref = `/services#${pricingAnchor}`;

/** /services/formulaire-de-souscription: the subscription form on its own page, ending on the confirmation panel. */
export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const { choice, countries } = loaderData;
  const [confirmed, setConfirmed] = useState(actionData?.status === "confirmed");
  // A new form after 'Nouvelle souscription', so nothing of the last one stays.
  const [round, setRound] = useState(0);
  const plan = plans.find((candidate) => candidate.name === choice.plan);
  const location = useLocation();
  const panel = useRef<HTMLHeadingElement>(null);

  // The form was long: bring the confirmation into view and give it the focus, for screen readers too.
  useEffect(() => {
    if (!confirmed || !panel.current) return;
    panel.current.scrollIntoView({ block: "center" });
    panel.current.focus({ preventScroll: true });
  }, [confirmed]);

  return (
    <>
      <PageHero eyebrow={text.page.eyebrow} title={text.page.title} lead={text.page.lead} />
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
          {confirmed ? (
            <div role="status" className="py-6 text-center">
              <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
              <h2 ref={panel} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-900 outline-none">
                {text.confirmed.title}
              </h2>
              <p className="mx-auto mt-3 max-w-md text-ink-700">{text.confirmed.text}</p>
              <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
                <Link
                  to={`${location.pathname}${location.search}`}
                  replace
                  onClick={() => {
                    setConfirmed(false);
                    setRound((value) => value + 1);
                  }}
                  className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700"
                >
                  {text.confirmed.again}
                </Link>
                <Link
                  to={offersHref}
                  className="inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-ink-50"
                >
                  {text.page.backToOffers}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <h2 className="sr-only">{text.dialogTitle}</h2>
              <SubscriptionForm
                key={round}
                choice={choice}
                serverResult={round === 0 ? actionData : undefined}
                serverCountries={countries}
                onConfirmed={() => setConfirmed(true)}
              />
            </>
          )}
        </div>
        {plan ? (
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
            <Link to={offersHref} className="mt-8 inline-flex font-semibold text-gold-300 underline-offset-4 hover:underline">
              {text.page.backToOffers}
            </Link>
          </aside>
        ) : null}
      </section>
    </>
  );
}
