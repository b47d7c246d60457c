import type { ArticleStats } from "~/lib/blog/types";

/**
 * Article likes and views in the browser (app/site/blog/live-stats.client.ts shows them): one EventSource per
 * page keeps the counts live, a like is remembered in local storage, a view is posted once per browser
 * session. The server stays the authority and dedupes both.
 */
export type StatsMap = Record<string, ArticleStats>;

const statsStreamPath = "/api/articles/statistiques/flux";
/** The stream's first event: every published article's counts. Later messages carry one change each. */
export const statsSnapshotEvent = "stats";
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
