import type { ArticleCounts } from "~/admin/articles/admin-articles.server";
import { articleCount } from "~/lib/behaviours/article-counts";

/**
 * The page's five counts (its stat cards and its article tabs, app/admin/articles/admin-articles.astro) set to those the
 * server answered a write with, written as the server renders them (the bare number). A tab's accessible name is
 * its text: it says the new count when next read, without a live region announcing every change.
 */
export function showArticleCounts(counts: ArticleCounts): void {
  for (const [of, count] of Object.entries(counts)) {
    for (const element of document.querySelectorAll(articleCount.selector({ value: of }))) {
      if (element.textContent !== String(count)) element.textContent = String(count);
    }
  }
}
