import type { ArticleSummary } from "~/lib/blog/types";
import { compareCodeUnits } from "~/lib/text/compare";
import { fold } from "~/lib/text/fold";
import { slugify } from "~/lib/text/slug";

/** The blog's sort modes, as written in the URL (?tri=). */
export const sortModes = ["recent", "trending", "popular", "oldest", "readTime"] as const;

export type SortMode = (typeof sortModes)[number];

export function isSortMode(value: string | null | undefined): value is SortMode {
  return sortModes.some((mode) => mode === value);
}

const dayMs = 86_400_000;

/** Title or excerpt contains the query, case and accents ignored. */
export function searchArticles<T extends ArticleSummary>(articles: T[], query: string): T[] {
  const wanted = fold(query.trim());
  if (wanted === "") return articles;
  return articles.filter((article) => fold(article.title).includes(wanted) || fold(article.excerpt).includes(wanted));
}

export const popularity = (article: Pick<ArticleSummary, "likes" | "views">) => article.likes + article.views;

/**
 * recent/oldest by date; popular by likes + views; trending by likes and views
 * per day since publication (a likes counts three views), so a new article
 * read a lot this week passes an old one read a lot in total; readTime shortest first.
 */
export function sortArticles<T extends ArticleSummary>(articles: T[], mode: SortMode, now = Date.now()): T[] {
  const byDateDesc = (a: T, b: T) => compareCodeUnits(b.date, a.date) || compareCodeUnits(b.id, a.id);
  const trend = (article: T) => (article.likes * 3 + article.views) / Math.max(1, (now - Date.parse(article.date)) / dayMs);
  const compare: Record<SortMode, (a: T, b: T) => number> = {
    recent: byDateDesc,
    oldest: (a, b) => -byDateDesc(a, b),
    popular: (a, b) => popularity(b) - popularity(a) || byDateDesc(a, b),
    trending: (a, b) => trend(b) - trend(a) || byDateDesc(a, b),
    readTime: (a, b) => a.readingMinutes - b.readingMinutes || byDateDesc(a, b),
  };
  return [...articles].sort(compare[mode]);
}

/** Categories with their number of articles, most used first. */
/** A category as written in the URL (?categorie=): « Marketing d'Influence » → marketing-d-influence. */
export function categorySlug(category: string): string {
  return slugify(category.replace(/['’]/g, " "));
}

export function categoryCounts(articles: Pick<ArticleSummary, "category">[]): { name: string; slug: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, slug: categorySlug(name), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "fr"));
}

/** The articles of one category, named by its slug; all of them without one. */
export function withCategory<T extends Pick<ArticleSummary, "category">>(articles: T[], slug: string | null | undefined): T[] {
  if (!slug) return articles;
  return articles.filter((article) => categorySlug(article.category) === slug);
}

/** The `limit` most used tags. */
export function topTags(articles: Pick<ArticleSummary, "tags">[], limit = 10): string[] {
  const counts = new Map<string, number>();
  for (const article of articles) for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "fr"))
    .slice(0, limit)
    .map(([tag]) => tag);
}

/** Articles carrying the tag (case ignored); all of them when no tag is asked for. */
export function withTag<T extends ArticleSummary>(articles: T[], tag: string | null | undefined): T[] {
  const wanted = tag?.trim().toLocaleLowerCase("fr-FR");
  if (!wanted) return articles;
  return articles.filter((article) => article.tags.some((candidate) => candidate.toLocaleLowerCase("fr-FR") === wanted));
}
