import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track.client";
import { likeButton, likeLabel, popularItem, popularList, statCount } from "~/lib/behaviours/live-stats";
import { markReady } from "~/lib/behaviours/needs-script";
import { countedInDigits } from "~/lib/format/plural";
import { compareCodeUnits } from "~/lib/text/compare";
import { showToast } from "~/lib/ui/toast.client";
import { popularity } from "~/site/blog/listing";
import { isLiked, likeArticle, type StatsMap, subscribeToStats } from "~/site/blog/live-stats";
import { attach } from "../shell/attach.client";

/**
 * The live likes and views of the articles a page shows (site/blog/stat-count.tsx), the like
 * buttons (site/blog/like-button.tsx), and the sidebar's most popular list, re-ranked as the
 * counts change. The counts come from the stats stream (site/blog/live-stats.ts). A button or a count that
 * appears later (a card the search brings back) is wired and shown up to date like those of the first paint.
 */
export function showLiveStats(): void {
  // No stream for a page without counts: neither shown nor waiting in a <template> (a search's left-out cards).
  const counted = `${likeButton.selector()}, ${statCount.selector()}`;
  const templates = [...document.querySelectorAll("template")];
  if (!document.querySelector(counted) && !templates.some((template) => template.content.querySelector(counted))) return;
  let latest: StatsMap = {};
  attach(likeButton, (button) => {
    if (!(button instanceof HTMLButtonElement)) return;
    wireLikeButton(button);
    describeLikeButton(button, latest);
  });
  attach(statCount, (element) => showCount(element, latest));
  subscribeToStats((stats) => {
    latest = stats;
    for (const element of document.querySelectorAll<HTMLElement>(statCount.selector())) showCount(element, stats);
    for (const button of document.querySelectorAll<HTMLButtonElement>(likeButton.selector({ within: "button" })))
      describeLikeButton(button, stats);
    rankPopular(stats);
  });
}

function showCount(element: HTMLElement, stats: StatsMap): void {
  const { slug = "", stat: which, labelled } = statCount.read(element);
  const counts = stats[slug];
  if (!counts) return;
  const stat = which === "views" ? "views" : "likes";
  const shown = labelled !== undefined ? text.stats[stat](countedInDigits(counts[stat])) : String(counts[stat]);
  // The first message repeats what the server rendered: rewriting it would lay the page out again for nothing.
  if (element.textContent !== shown) element.textContent = shown;
}

function describeLikeButton(button: HTMLButtonElement, stats: StatsMap = {}): void {
  const slug = likeButton.read(button).slug ?? "";
  const liked = isLiked(slug);
  const likes = stats[slug]?.likes ?? Number(button.querySelector(statCount.selector({ name: "stat" }))?.textContent ?? 0);
  button.setAttribute("aria-pressed", String(liked));
  button.disabled = liked;
  button.setAttribute("aria-label", `${liked ? text.stats.liked : text.stats.like} (${text.stats.likes(countedInDigits(likes))})`);
  const label = button.querySelector(likeLabel.selector());
  if (label) label.textContent = liked ? text.stats.liked : text.stats.like;
}

function wireLikeButton(button: HTMLButtonElement): void {
  const { slug = "", title = "", place = "" } = likeButton.read(button);
  button.addEventListener("click", async () => {
    if (button.disabled) return;
    button.disabled = true;
    if (await likeArticle(slug)) {
      track("like", { article_id: slug, article_title: title, source: place });
      // Every button of this article on the page says it.
      for (const same of document.querySelectorAll<HTMLButtonElement>(likeButton.selector({ value: slug, within: "button" }))) {
        describeLikeButton(same);
      }
    } else {
      button.disabled = isLiked(slug);
      if (place === "article") void showToast({ ...text.article.likeFailure, tone: "error" });
      else console.warn("like: the like of", slug, "was not recorded");
    }
  });
  markReady(button);
}

/** The sidebar's list of the most read (site/blog/blog-sidebar.tsx): likes + views, as they change. */
function rankPopular(stats: StatsMap): void {
  const list = document.querySelector<HTMLElement>(popularList.selector());
  if (!list) return;
  const items = [...list.querySelectorAll<HTMLElement>(`:scope > ${popularItem.selector({ within: "li" })}`)];
  const score = (item: HTMLElement) => {
    const { slug = "", popularity: counted } = popularItem.read(item);
    const counts = stats[slug];
    return counts ? popularity(counts) : Number(counted ?? 0);
  };
  const dateOf = (item: HTMLElement) => popularItem.read(item).date ?? "";
  const ranked = [...items].sort((a, b) => score(b) - score(a) || compareCodeUnits(dateOf(b), dateOf(a)));
  if (ranked.every((item, position) => item === items[position])) return;
  list.append(...ranked);
}
