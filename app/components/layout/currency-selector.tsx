import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { currencyText as text } from "~/content/currencies";
import { type CurrencyCode, currencies, currencyCodes } from "~/lib/format/currency";

/**
 * A <details> menu of three submit buttons: it works without JavaScript (the
 * form posts and comes back to this page); with JavaScript a fetcher posts it
 * and the loaders revalidate, so every price re-renders in the new currency.
 */
export function CurrencySelector({ current, tone }: { current: CurrencyCode; tone: "light" | "dark" }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  // The new symbol shows with the new prices, once the server has stored the choice: a reload
  // at that moment keeps it (an optimistic symbol could be lost by a reload before the answer).
  const shown = current;
  const busy = fetcher.state !== "idle";

  return (
    <details
      ref={details}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && details.current?.open) {
          details.current.open = false;
          details.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary
        className={`flex cursor-pointer list-none items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold [&::-webkit-details-marker]:hidden ${
          tone === "dark" ? "border-gold-500/50 text-gold-300 hover:bg-white/10" : "border-ink-100 text-ink-800 hover:bg-ink-50"
        }`}
        aria-label={text.summary(text.names[shown], currencies[shown].symbol)}
        aria-busy={busy || undefined}
      >
        <span aria-hidden="true" className={busy ? "animate-pulse opacity-60" : undefined}>
          {currencies[shown].symbol}
        </span>
        <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <fetcher.Form
        method="post"
        action="/api/devise"
        className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl border border-ink-100 bg-white py-1 text-ink-900 shadow-xl"
        onSubmit={(event) => {
          // With JavaScript: no redirect, just revalidate where we are.
          event.preventDefault();
          const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (button?.value) fetcher.submit({ currency: button.value }, { method: "post", action: "/api/devise" });
          if (details.current) details.current.open = false;
        }}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{text.menuTitle}</p>
        {currencyCodes.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            aria-pressed={code === shown}
            className={`flex w-full items-center justify-between px-4 py-2 text-left text-sm hover:bg-ink-50 focus-visible:bg-ink-50 ${
              code === shown ? "font-bold text-ink-900" : "text-ink-700"
            }`}
          >
            <span>{text.names[code]}</span>
            <span className="text-ink-600">{currencies[code].symbol}</span>
          </button>
        ))}
      </fetcher.Form>
    </details>
  );
}
