import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { dataSaverText } from "~/content/data-saver";
import type { DataSaverChoice } from "~/lib/data-saver";
import { useDataSaverState } from "~/lib/hooks/use-data-saver";

const action = "/api/economie-donnees";

/**
 * The footer's 'Économiser les données' switch: a submit button whose aria-pressed says whether the
 * light version is on. Without JavaScript the form posts and comes back to this page; with it a
 * fetcher posts it and the loaders revalidate, so the page is rendered again in the chosen version.
 * The state shown is the server's (as with the currency), so a reload never contradicts it.
 */
export function DataSaverToggle() {
  const text = dataSaverText.toggle;
  const fetcher = useFetcher();
  const location = useLocation();
  const { on, browserAsks } = useDataSaverState();
  const hintId = useId();
  const busy = fetcher.state !== "idle";
  const next: DataSaverChoice = on ? "off" : "on";
  const hint = browserAsks ? (on ? text.browserOn : text.browserOff) : text.description;

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        // With JavaScript: no redirect, just revalidate where we are.
        event.preventDefault();
        if (!busy) fetcher.submit({ dataSaver: next }, { method: "post", action });
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="dataSaver"
        value={next}
        aria-pressed={on}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        className="inline-flex max-w-full items-center gap-3 rounded-2xl border border-white/15 py-2.5 pr-4 pl-3 text-left text-sm text-white hover:border-gold-400"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
            on ? "bg-gold-400" : "bg-white/25"
          } ${busy ? "animate-pulse" : ""}`}
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
    </fetcher.Form>
  );
}
