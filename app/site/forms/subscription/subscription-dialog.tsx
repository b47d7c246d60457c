import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { subscriptionText as text } from "~/content/subscription";
import type { CurrencyCode } from "~/lib/format/currency";
import type { SubscriptionChoice } from "~/site/forms/subscription/subscription-choice";
import { SubscriptionForm } from "./subscription-form";

/**
 * The subscription form over /services, opened by a plan's button with that
 * plan and the period of the tabs. A native modal <dialog> (decision 003):
 * focus stays inside, Escape and the backdrop close it. After a confirmed
 * request it closes and the visitor is back at the offers.
 */
export default function SubscriptionDialog({
  choice,
  currency,
  openCount,
  onConfirmed,
}: {
  choice: SubscriptionChoice;
  currency: CurrencyCode;
  /** Changes on every plan click, so a click on the same plan opens the dialog again. */
  openCount: number;
  onConfirmed: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening follows each plan click (openCount).
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [openCount]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes a dialog with Escape natively.
    <dialog
      ref={dialog}
      aria-labelledby="subscription-dialog-title"
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1.5rem))] max-w-none overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink-950/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-ink-100 bg-white px-5 py-4 sm:px-7">
        <h2 id="subscription-dialog-title" className="text-lg font-bold text-ink-900">
          {text.dialogTitle}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-50"
        >
          <X className="h-6 w-6" aria-hidden="true" />
          <span className="sr-only">{text.close}</span>
        </button>
      </div>
      <div className="px-5 py-6 sm:px-7">
        <SubscriptionForm
          choice={choice}
          currency={currency}
          onConfirmed={() => {
            dialog.current?.close();
            onConfirmed();
          }}
        />
      </div>
    </dialog>
  );
}
