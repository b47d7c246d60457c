import { currencyText as text } from "~/content/currencies";
import { returnHere } from "~/lib/behaviours/current-address";
import { dropdownMenu } from "~/lib/behaviours/navbar";
import { type CurrencyCode, currencies, currencyCodes } from "~/lib/format/currency";
import { Icon } from "~/lib/ui/icon";

/**
 * A <details> menu of three submit buttons: the form posts the choice, the server keeps it in a cookie
 * and comes back to this page, rendered in the new currency: to `returnTo` (the address the server
 * rendered) without a script, to the address the page has now with it (what the visitor changed in place,
 * a search, a sort, a period, is in it: `returnHere`). No script needed; Escape closes the menu
 * (app/site/shell/navbar.client.ts).
 */
export function CurrencySelector({ current, tone, returnTo }: { current: CurrencyCode; tone: "light" | "dark"; returnTo: string }) {
  return (
    <details {...dropdownMenu.props({ menu: true })} className="group relative">
      <summary
        className={`flex cursor-pointer list-none items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold [&::-webkit-details-marker]:hidden ${
          tone === "dark" ? "border-gold-500/50 text-gold-300 hover:bg-white/10" : "border-ink-100 text-ink-800 hover:bg-ink-50"
        }`}
        aria-label={text.summary(text.names[current], currencies[current].symbol)}
      >
        <span aria-hidden="true">{currencies[current].symbol}</span>
        <Icon name="ChevronDown" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <form
        method="post"
        action="/api/devise"
        className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl border border-ink-100 bg-white py-1 text-ink-900 shadow-xl"
      >
        <input type="hidden" name="redirectTo" value={returnTo} {...returnHere.props({ field: true })} />
        <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{text.menuTitle}</p>
        {currencyCodes.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            aria-pressed={code === current}
            className={`flex w-full items-center justify-between px-4 py-2 text-left text-sm hover:bg-ink-50 focus-visible:bg-ink-50 ${
              code === current ? "font-bold text-ink-900" : "text-ink-700"
            }`}
          >
            <span>{text.names[code]}</span>
            <span className="text-ink-600">{currencies[code].symbol}</span>
          </button>
        ))}
      </form>
    </details>
  );
}
