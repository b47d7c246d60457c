import type { KeyFigure } from "~/content/about";
import { keyFigure, keyFigures } from "~/lib/behaviours/home";

/**
 * Four counters. The server renders the final values; once they come into view the page's script
 * counts up to them (app/site/home/count-up.client.ts), unless motion is reduced.
 */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  return (
    <dl {...keyFigures.props({ list: true })} className="grid grid-cols-2 gap-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
          <dt className="text-sm text-ink-700">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-ink-900 tabular-nums">
            {figure.prefix}
            <span {...keyFigure.props({ countTo: figure.value })}>{figure.value}</span>
            {figure.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
