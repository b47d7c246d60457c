import { useId } from "react";
import { editorText } from "~/content/admin/editor-labels";
import { formatNumber } from "~/lib/format/number";
import { counted } from "~/lib/format/plural";

/**
 * The live counts under the editor and the progress toward the chosen word target. The page counts them
 * (app/admin/articles/editor/html-text.ts: countWords(textOfHtml(html)), countCharacters(…)), as the SEO score does.
 */
export function EditorCounts({ words, characters, target }: { words: number; characters: number; target: number }) {
  const text = editorText.counts;
  const percent = target > 0 ? Math.min(100, Math.round((words / target) * 100)) : 0;
  const reached = target > 0 && words >= target;
  const targetId = useId();
  return (
    <section
      aria-label={text.label}
      className="flex flex-col gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3 sm:flex-row sm:items-center sm:gap-6"
    >
      <p className="flex shrink-0 gap-4 text-sm font-semibold text-ink-900">
        <span>{text.words(counted(words))}</span>
        <span>{text.characters(counted(characters))}</span>
      </p>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm text-ink-700">
          <span id={targetId}>{text.target(counted(target))}</span>
          <span className={reached ? "font-semibold text-emerald-800" : undefined}>
            {reached ? text.reached : `${formatNumber(percent)}\u00a0%`}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={targetId}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={Math.min(words, target)}
          aria-valuetext={text.progress(counted(words), formatNumber(target), formatNumber(percent))}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-100"
        >
          <div className={`h-full rounded-full ${reached ? "bg-emerald-600" : "bg-gold-500"}`} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </section>
  );
}
