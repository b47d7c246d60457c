import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track";
import { popularity } from "~/lib/blog/listing";
import { isLiked, likeArticle, type StatsMap, subscribeToStats } from "~/lib/blog/live-stats";
import { compareCodeUnits } from "~/lib/text/compare";
import { showToast } from "~/lib/toast";

/**
 * The live likes and views of the articles a page shows (components/blog/stat-count.tsx), the like
 * buttons (components/blog/like-button.tsx), and the sidebar's most popular list, re-ranked as the
 * counts change. The counts come from the stats stream (lib/blog/live-stats.ts).
 */
export function showLiveStats(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("button[data-like]")];
  if (buttons.length === 0 && !document.querySelector("[data-stat-of]")) return;
  for (const button of buttons) wireLikeButton(button);
  subscribeToStats(showCounts);
}

function showCounts(stats: StatsMap): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-stat-of]")) {
    const counts = stats[element.dataset.statOf ?? ""];
    const stat = element.dataset.stat === "views" ? "views" : "likes";
    if (!counts) continue;
    const shown = element.hasAttribute("data-stat-labelled") ? text.stats[stat](counts[stat]) : String(counts[stat]);
    // The first message repeats what the server rendered: rewriting it would lay the page out again for nothing.
    if (element.textContent !== shown) element.textContent = shown;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-like]")) describeLikeButton(button, stats);
  rankPopular(stats);
}

function describeLikeButton(button: HTMLButtonElement, stats: StatsMap = {}): void {
  const slug = button.dataset.like ?? "";
  const liked = isLiked(slug);
  const likes = stats[slug]?.likes ?? Number(button.querySelector("[data-stat]")?.textContent ?? 0);
  button.setAttribute("aria-pressed", String(liked));
  button.disabled = liked;
  button.setAttribute("aria-label", `${liked ? text.stats.liked : text.stats.like} (${text.stats.likes(likes)})`);
  const label = button.querySelector("[data-like-label]");
  if (label) label.textContent = liked ? text.stats.liked : text.stats.like;
}

function wireLikeButton(button: HTMLButtonElement): void {
  const slug = button.dataset.like ?? "";
  describeLikeButton(button);
  button.addEventListener("click", async () => {
    if (button.disabled) return;
    button.disabled = true;
    if (await likeArticle(slug)) {
      track("like", { article_id: slug, article_title: button.dataset.likeTitle ?? "", source: button.dataset.likePlace ?? "" });
      // Every button of this article on the page says it.
      for (const same of document.querySelectorAll<HTMLButtonElement>(`button[data-like="${CSS.escape(slug)}"]`)) describeLikeButton(same);
    } else {
      button.disabled = isLiked(slug);
      if (button.dataset.likePlace === "article") void showToast({ ...text.article.likeFailure, tone: "error" });
      else console.warn("like: the like of", slug, "was not recorded");
    }
  });
  button.dataset.ready = "";
}

/** The sidebar's list of the most read (components/blog/blog-sidebar.tsx): likes + views, as they change. */
function rankPopular(stats: StatsMap): void {
  const list = document.querySelector<HTMLElement>("[data-popular]");
  if (!list) return;
  const items = [...list.querySelectorAll<HTMLElement>(":scope > li[data-slug]")];
  const score = (item: HTMLElement) => {
    const counts = stats[item.dataset.slug ?? ""];
    return counts ? popularity(counts) : Number(item.dataset.popularity ?? 0);
  };
  const ranked = [...items].sort((a, b) => score(b) - score(a) || compareCodeUnits(b.dataset.date ?? "", a.dataset.date ?? ""));
  if (ranked.every((item, position) => item === items[position])) return;
  list.append(...ranked);
}
