import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { subscriptionText as text } from "~/content/subscription";
import { pricingAnchor } from "~/lib/dom-ids";
import type { CurrencyCode } from "~/lib/format/currency";
import type { SentForm } from "~/site/forms/send-form.client";
import type { SubscriptionResult } from "~/site/forms/subscription/submit-subscription.server";
import type { SubscriptionChoice } from "~/site/forms/subscription/subscription-choice";
import { SubscriptionForm } from "./subscription-form";

export const offersHref = `/services#${pricingAnchor}`;

/**
 * The subscription page's form and, once the request is stored, its confirmation (an island). A post
 * made without JavaScript comes back as `serverResult`; 'Nouvelle souscription' gives a new, empty form.
 */
export function SubscriptionPanel({
  choice,
  currency,
  countrySelect,
  serverResult,
  pageAddress,
}: {
  choice: SubscriptionChoice;
  currency: CurrencyCode;
  /** The server's plain country <select> (`CountrySelect`), given by the page as the slot `countrySelect`. */
  countrySelect?: ReactNode;
  serverResult?: SentForm<SubscriptionResult> | undefined;
  /** The page's own address (its plan and period), where 'Nouvelle souscription' leads. */
  pageAddress: string;
}) {
  const [confirmed, setConfirmed] = useState(serverResult?.status === "confirmed");
  // A new form after 'Nouvelle souscription', so nothing of the last one stays.
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLHeadingElement>(null);

  // The form was long: bring the confirmation into view and give it the focus, for screen readers too.
  useEffect(() => {
    if (!confirmed || !panel.current || serverResult?.status === "confirmed") return;
    panel.current.scrollIntoView({ block: "center" });
    panel.current.focus({ preventScroll: true });
  }, [confirmed, serverResult]);

  if (confirmed) {
    return (
      <div role="status" className="py-6 text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
        <h2 ref={panel} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-900 outline-none">
          {text.confirmed.title}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink-700">{text.confirmed.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={pageAddress}
            onClick={(event) => {
              event.preventDefault();
              setConfirmed(false);
              setRound((value) => value + 1);
            }}
            className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700"
          >
            {text.confirmed.again}
          </a>
          <a
            href={offersHref}
            className="inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-ink-50"
          >
            {text.page.backToOffers}
          </a>
        </div>
      </div>
    );
  }
  return (
    <>
      <h2 className="sr-only">{text.dialogTitle}</h2>
      <SubscriptionForm
        key={round}
        choice={choice}
        currency={currency}
        serverResult={round === 0 ? serverResult : undefined}
        countrySelect={countrySelect}
        onConfirmed={() => setConfirmed(true)}
      />
    </>
  );
}
