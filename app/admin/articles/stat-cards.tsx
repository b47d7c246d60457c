import type { ArticleCounts } from "~/admin/articles/admin-articles.server";
import { adminText } from "~/content/admin/shell";
import { articleCount } from "~/lib/behaviours/article-counts";

const cards: { key: keyof ArticleCounts; accent: string }[] = [
  { key: "total", accent: "bg-ink-900 text-white" },
  { key: "published", accent: "bg-emerald-50 text-emerald-900" },
  { key: "draft", accent: "bg-gold-300/30 text-ink-900" },
  { key: "archived", accent: "bg-ink-50 text-ink-900" },
  { key: "trash", accent: "bg-red-50 text-red-900" },
];

/** The articles in all and by status (published, drafts, archived, trash), as the database counted them (the editor sets them again after each of its writes). */
export function StatCards({ counts }: { counts: ArticleCounts }) {
  return (
    <section aria-label={adminText.stats.label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(({ key, accent }) => (
          <li key={key} className={`rounded-2xl p-4 shadow-sm ${accent} ${key === "total" ? "col-span-2 sm:col-span-1" : ""}`}>
            <p className="text-sm font-medium opacity-80">{adminText.stats[key]}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums" {...articleCount.props({ of: key })}>
              {counts[key]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
