import { track } from "~/lib/analytics/track.client";
import { articleList, articlePool, listControls, listEmpty, listedArticle } from "~/lib/behaviours/article-list";
import type { ArticleSummary } from "~/lib/blog/types";
import { fold } from "~/lib/text/fold";
import { isSortMode, type SortMode, sortArticles } from "~/site/blog/listing";
import { subscribeToStats } from "~/site/blog/live-stats.client";
import { changedBeforeScript } from "../forms/changed-before-script.client";
import { replaceQueryParameter } from "../shell/current-address.client";

/** A search is measured once the visitor has stopped typing for this long (and only when longer than 2 characters). */
const searchPauseMs = 800;

/**
 * Kheopscope's list (site/blog/blog-home-page.tsx): the server rendered every article of the
 * category and tag, those the search leaves out in a <template>. Here the search narrows the list as the
 * visitor types and the sort reorders it as they choose, with the live counts for popularity, and
 * the address follows (?q=&tri=), so a reload or a shared link shows the same list. What the visitor typed or
 * chose before this script came (seconds after the paint on a slow phone) is applied as it comes.
 */
export function enhanceArticleList(): void {
  const form = document.querySelector<HTMLFormElement>(listControls.selector({ within: "form" }));
  const list = document.querySelector<HTMLElement>(articleList.selector());
  const empty = document.querySelector<HTMLElement>(listEmpty.selector());
  if (!form || !list || !empty) return;
  const pool = document.querySelector<HTMLTemplateElement>(articlePool.selector({ within: "template" }));
  // Every article of the category and tag: those shown, and those the search left out, in waiting.
  const shownFirst = [...list.querySelectorAll<HTMLElement>(`:scope > ${listedArticle.selector({ within: "li" })}`)];
  const items = [...shownFirst, ...((pool ? [...pool.content.children] : []) as HTMLElement[])];
  const matches = new Set<HTMLElement>(shownFirst);
  const search = form.elements.namedItem("q") as HTMLInputElement;
  const sort = form.elements.namedItem("tri") as HTMLSelectElement;
  const now = Number(articleList.read(list).now) || Date.now();
  const counts = new Map<string, { likes: number; views: number }>();
  subscribeToStats((stats) => {
    for (const [slug, stats_] of Object.entries(stats)) counts.set(slug, stats_);
  });

  const summaryOf = (item: HTMLElement): ArticleSummary & { item: HTMLElement } => {
    const { slug = "", id = "", date = "", readingMinutes, likes, views } = listedArticle.read(item);
    const live = counts.get(slug);
    return {
      item,
      slug,
      id,
      date,
      readingMinutes: Number(readingMinutes),
      likes: live?.likes ?? Number(likes),
      views: live?.views ?? Number(views),
    } as ArticleSummary & { item: HTMLElement };
  };

  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const mode: SortMode = isSortMode(sort.value) ? sort.value : "recent";
    const ordered = sortArticles(items.map(summaryOf), mode, now).map((article) => article.item);
    list.replaceChildren(...ordered.filter((item) => matches.has(item)));
    empty.hidden = matches.size > 0;
  };
  const applySearch = () => {
    const wanted = fold(search.value.trim());
    matches.clear();
    for (const item of items) if (wanted === "" || (listedArticle.read(item).search ?? "").includes(wanted)) matches.add(item);
    show();
    replaceQueryParameter("q", search.value || null);
    clearTimeout(searchTimer);
    const term = search.value.trim();
    if (term.length > 2) searchTimer = setTimeout(() => track("search", { search_term: term }), searchPauseMs);
  };
  const applySort = () => {
    show();
    replaceQueryParameter("tri", sort.value === "recent" ? null : sort.value);
  };

  search.addEventListener("input", applySearch);
  sort.addEventListener("change", () => {
    applySort();
    track("sort_change", { sort: sort.value });
  });
  // Enter in the search box: the list is already up to date.
  form.addEventListener("submit", (event) => event.preventDefault());
  if (changedBeforeScript(search)) applySearch();
  if (changedBeforeScript(sort)) applySort();
}
