import { useId } from "react";
import { dataSaverText } from "~/content/data-saver";
import { returnHere } from "~/lib/behaviours/current-address";
import { reloadAfter } from "~/lib/behaviours/reload-after";
import type { DataSaverChoice, DataSaverState } from "~/lib/data-saver";

/**
 * The footer's 'Économiser les données' switch: a submit button whose aria-pressed says whether the
 * light version is on. The form posts the other choice; the server keeps it in a cookie and comes back
 * to this page, rendered in the chosen version: to `returnTo` (the address the server rendered) without
 * a script; with it, the page's script posts it and reloads the address the page has now, where the
 * visitor was (`reloadAfter`; `returnHere` if it falls back to the plain post). The state shown is the
 * server's, so a reload never contradicts it.
 */
export function DataSaverToggle({ state, returnTo }: { state: DataSaverState; returnTo: string }) {
  const text = dataSaverText.toggle;
  const hintId = useId();
  const { on, browserAsks } = state;
  const next: DataSaverChoice = on ? "off" : "on";
  const hint = browserAsks ? (on ? text.browserOn : text.browserOff) : text.description;

  return (
    <form method="post" action="/api/economie-donnees" {...reloadAfter.props({ form: true })}>
      <input type="hidden" name="redirectTo" value={returnTo} {...returnHere.props({ field: true })} />
      <button
        type="submit"
        name="dataSaver"
        value={next}
        aria-pressed={on}
        aria-describedby={hintId}
        className="group inline-flex max-w-full items-center gap-3 rounded-2xl border border-white/15 py-2.5 pr-4 pl-3 text-left text-sm text-white hover:border-gold-400 aria-busy:cursor-progress"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors group-aria-busy:animate-pulse ${
            on ? "bg-gold-400" : "bg-white/25"
          }`}
        >
          <span
            className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              on ? "translate-x-5" : ""
            }`}
          />
        </span>
        <span className="flex flex-col">
          <span className="font-medium">{text.label}</span>
          <span aria-hidden="true" className={`text-xs font-semibold ${on ? "text-gold-300" : "text-ink-100/70"}`}>
            {on ? text.on : text.off}
          </span>
        </span>
      </button>
      <p id={hintId} className="mt-2 max-w-sm text-xs leading-relaxed text-ink-100/75">
        {hint}
      </p>
    </form>
  );
}
