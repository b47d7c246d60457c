import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track.client";
import { likeButton, likeLabel, popularItem, popularList, statCount } from "~/lib/behaviours/live-stats";
import { markReady } from "~/lib/behaviours/needs-script";
import { type ArticleStats, statsSnapshotEvent } from "~/lib/blog/types";
import { countedInDigits } from "~/lib/format/plural";
import { compareCodeUnits } from "~/lib/text/compare";
import { showToast } from "~/lib/ui/toast.client";
import { popularity } from "~/site/blog/listing";
import { attach } from "../shell/attach.client";

/**
 * The live likes and views of the articles a page shows (site/blog/stat-count.tsx), the like
 * buttons (site/blog/like-button.tsx), and the sidebar's most popular list, re-ranked as the
 * counts change. The counts come from the stats stream (subscribeToStats, below). A button or a count that
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

/**
 * Says whether this browser liked the article, and how many did. Only what differs is written: the stream's first
 * message repeats what the server rendered, and a rewrite of the same words would style and lay the page out again.
 */
function describeLikeButton(button: HTMLButtonElement, stats: StatsMap = {}): void {
  const slug = likeButton.read(button).slug ?? "";
  const liked = isLiked(slug);
  const likes = stats[slug]?.likes ?? Number(button.querySelector(statCount.selector({ name: "stat" }))?.textContent ?? 0);
  const setAttribute = (name: string, value: string) => {
    if (button.getAttribute(name) !== value) button.setAttribute(name, value);
  };
  setAttribute("aria-pressed", String(liked));
  if (button.disabled !== liked) button.disabled = liked;
  setAttribute("aria-label", `${liked ? text.stats.liked : text.stats.like} (${text.stats.likes(countedInDigits(likes))})`);
  const label = button.querySelector(likeLabel.selector());
  const said = liked ? text.stats.liked : text.stats.like;
  if (label && label.textContent !== said) label.textContent = said;
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

// The counts' transport: the stream, the like and the view, and what this browser remembers.

/**
 * Article likes and views in the browser (shown above): one EventSource per
 * page keeps the counts live, a like is remembered in local storage, a view is posted once per browser
 * session. The server stays the authority and dedupes both.
 */
export type StatsMap = Record<string, ArticleStats>;

const statsStreamPath = "/api/articles/statistiques/flux";
const likedKey = "kheops.articles.aimes";
const viewedKey = "kheops.articles.vus";

const articlePath = (slug: string, what: "jaime" | "vue") => `/api/articles/${encodeURIComponent(slug)}/${what}`;

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

function asStats(value: unknown): ArticleStats | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { likes, views } = value as Record<string, unknown>;
  return isCount(likes) && isCount(views) ? { likes, views } : undefined;
}

function asStatsMap(value: unknown): StatsMap {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const map: StatsMap = {};
  for (const [slug, entry] of Object.entries(value)) {
    const stats = asStats(entry);
    if (stats) map[slug] = stats;
  }
  return map;
}

/** Counts only grow: of two values for an article, the higher one is the newer. */
function mergeStats(base: StatsMap, update: StatsMap): StatsMap {
  const merged: StatsMap = { ...base };
  for (const [slug, stats] of Object.entries(update)) {
    const known = merged[slug];
    merged[slug] = known ? { likes: Math.max(known.likes, stats.likes), views: Math.max(known.views, stats.views) } : stats;
  }
  return merged;
}

// ---------------------------------------------------------------------------
// The page's shared store, fed by one EventSource while a component uses it.

let liveStats: StatsMap = {};
const storeListeners = new Set<() => void>();
let source: EventSource | undefined;

function applyStats(update: StatsMap): void {
  const next = mergeStats(liveStats, update);
  const changed = Object.keys(update).some(
    (slug) => next[slug]?.likes !== liveStats[slug]?.likes || next[slug]?.views !== liveStats[slug]?.views,
  );
  if (!changed) return;
  liveStats = next;
  for (const listener of storeListeners) listener();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const reopenAfterMs = 30_000;

function openStream(): void {
  if (typeof EventSource === "undefined") return;
  source = new EventSource(statsStreamPath);
  source.addEventListener(statsSnapshotEvent, (event) => applyStats(asStatsMap(parseJson((event as MessageEvent<string>).data))));
  source.addEventListener("message", (event: MessageEvent<string>) => {
    const change = parseJson(event.data) as { slug?: unknown } | undefined;
    const stats = asStats(change);
    if (stats && typeof change?.slug === "string") applyStats({ [change.slug]: stats });
  });
  // After a network error the browser reconnects by itself (and gets a fresh first event). An answer
  // that is not a stream (429 or 503: too many streams, the database gone) closes it for good: then we
  // open a new one 30 s later. The last counts stay shown meanwhile.
  const opened = source;
  opened.addEventListener("error", () => {
    if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
    source = undefined;
    setTimeout(() => {
      if (!source && storeListeners.size > 0) openStream();
    }, reopenAfterMs);
  });
}

/**
 * Calls `listener` with the counts the stream brings, from now on, while subscribed; the first
 * subscription opens the stream, the last one to leave closes it.
 */
export function subscribeToStats(listener: (stats: StatsMap) => void): () => void {
  const notify = () => listener(liveStats);
  storeListeners.add(notify);
  if (!source) openStream();
  return () => {
    storeListeners.delete(notify);
    if (storeListeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}

// ---------------------------------------------------------------------------
// Likes and views.

function readSlugs(storage: Storage | undefined, key: string): string[] {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === "string") : [];
  } catch {
    return [];
  }
}

function addSlug(storage: Storage | undefined, key: string, slug: string): void {
  try {
    const slugs = readSlugs(storage, key);
    if (!slugs.includes(slug)) storage?.setItem(key, JSON.stringify([...slugs, slug]));
  } catch {
    // storage full or refused (private mode): the server still dedupes
  }
}

const browserStorage = (kind: "localStorage" | "sessionStorage"): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
};

async function postStats(slug: string, what: "jaime" | "vue"): Promise<ArticleStats | undefined> {
  try {
    const response = await fetch(articlePath(slug, what), { method: "POST", headers: { accept: "application/json" } });
    if (!response.ok) return undefined;
    const stats = asStats(await response.json());
    if (stats) applyStats({ [slug]: stats });
    return stats;
  } catch {
    return undefined;
  }
}

/** Whether this browser has liked the article (remembered in local storage). */
export function isLiked(slug: string): boolean {
  return readSlugs(browserStorage("localStorage"), likedKey).includes(slug);
}

const likesInFlight = new Set<string>();

/** Likes the article, once per browser (no unlike); true when this call's like was stored. */
export async function likeArticle(slug: string): Promise<boolean> {
  if (likesInFlight.has(slug) || isLiked(slug)) return false;
  likesInFlight.add(slug);
  try {
    if (!(await postStats(slug, "jaime"))) return false;
    addSlug(browserStorage("localStorage"), likedKey, slug);
    return true;
  } finally {
    likesInFlight.delete(slug);
  }
}

const viewsInFlight = new Set<string>();

/** Counts a view of the article, once per browser session; true when this call posted it successfully. */
export async function countArticleView(slug: string): Promise<boolean> {
  const storage = browserStorage("sessionStorage");
  if (viewsInFlight.has(slug) || readSlugs(storage, viewedKey).includes(slug)) return false;
  // Two posts at once from a new session would carry no session cookie yet, and both would count.
  viewsInFlight.add(slug);
  try {
    if (!(await postStats(slug, "vue"))) return false;
    addSlug(storage, viewedKey, slug);
    return true;
  } finally {
    viewsInFlight.delete(slug);
  }
}
