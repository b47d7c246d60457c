/**
 * Which requests the service worker answers, and how (app/service-worker/sw.ts). Pure, so the
 * rules are tested without a browser.
 *
 * - `page`: a document navigation, network first, kept in the "pages" cache for offline reading.
 * - `network`: a navigation the worker passes straight to the network (staff, API, files, feeds),
 *   answered only so that the navigation preload it started is used instead of a second request.
 * - `asset`: the hashed, immutable build files of the public pages under /_astro, cache first.
 * - `image`: /images and /media pictures, cache first with expiration.
 * - `post`: a form of the public pages posted by the browser itself (before any script, or without
 *   one: a lead, a like, the cookie banner's choice), passed to the network; when there is none, the worker answers with the page saying nothing
 *   was sent, instead of the browser's own error.
 * Anything else (a script's post, another origin, /admin and its files, /api, the stats stream) is not touched at all.
 */
export type RequestKind = "page" | "network" | "asset" | "image" | "post";

export interface RequestFacts {
  url: URL;
  method: string;
  /** `Request.mode`: "navigate" for a document navigation. */
  mode: string;
}

/** The address of the offline page, which the worker precaches and shows for an address it has not kept. */
export const offlinePagePath = "/hors-ligne";
/** The page it precaches too, and shows for a form posted without a connection. */
export const notSentPagePath = "/hors-ligne/envoi";

/** Paths never kept, whatever asks for them: the staff's area and its files, the APIs and the stats stream, health, the worker itself. */
const neverKept = [/^\/admin(?:[/.]|$)/, /^\/__manifest$/, /^\/assets\//, /^\/api(?:\/|$)/, /^\/healthz$/, /^\/sw\.js$/];

const staffArea = /^\/admin(?:[/.]|$)/;

/** Navigations that are not pages a visitor reads: pictures opened alone, feeds, redirects to elsewhere. */
const notPages = [
  /^\/media(?:\/|$)/,
  /^\/images\//,
  /^\/_astro\//,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/kheopscope\/rss\.xml$/,
  /^\/diagnostic-whatsapp$/,
  /\.[a-z0-9]+$/i,
];

export function requestKind({ url, method, mode }: RequestFacts, origin: string): RequestKind | undefined {
  if (url.origin !== origin) return undefined;
  const path = url.pathname;
  const kept = !neverKept.some((pattern) => pattern.test(path));
  if (method === "POST") return mode === "navigate" && !staffArea.test(path) ? "post" : undefined;
  if (method !== "GET") return undefined;
  if (mode === "navigate") return kept && !notPages.some((pattern) => pattern.test(path)) ? "page" : "network";
  if (!kept) return undefined;
  if (path.startsWith("/_astro/")) return "asset";
  if (path.startsWith("/images/") || path.startsWith("/media/")) return "image";
  return undefined;
}

/** Whether an answer may be kept as a page to read offline: a successful HTML page. */
export function isKeepablePage(status: number, contentType: string | null): boolean {
  return status === 200 && (contentType ?? "").toLowerCase().startsWith("text/html");
}

/** The message a page sends the worker that has just taken it over (app/service-worker/register.client.ts). */
export interface KeepLoadedMessage {
  type: "keep-loaded";
  /** The page itself, loaded before the worker could keep it (in the first message only). */
  page?: string;
  /** The files that page loaded (scripts, styles, pictures), most already in the browser's HTTP cache. */
  resources: string[];
}

/** The addresses of a keep-loaded message worth keeping: same origin, and a page or a file the worker keeps. */
export function keptAddresses(message: unknown, origin: string): { page?: URL; resources: URL[] } | undefined {
  if (!message || typeof message !== "object" || (message as { type?: unknown }).type !== "keep-loaded") return undefined;
  const { page, resources } = message as Partial<KeepLoadedMessage>;
  const parse = (value: unknown) => {
    if (typeof value !== "string") return undefined;
    try {
      const url = new URL(value, origin);
      url.hash = "";
      return url;
    } catch {
      return undefined;
    }
  };
  const pageUrl = parse(page);
  const files = (Array.isArray(resources) ? resources : []).map(parse).filter((url): url is URL => url !== undefined);
  const keptFile = (url: URL) => {
    const kind = requestKind({ url, method: "GET", mode: "no-cors" }, origin);
    return kind === "asset" || kind === "image";
  };
  return {
    page: pageUrl && requestKind({ url: pageUrl, method: "GET", mode: "navigate" }, origin) === "page" ? pageUrl : undefined,
    resources: [...new Map(files.filter(keptFile).map((url) => [url.href, url])).values()],
  };
}

/**
 * The stylesheets of the offline page's HTML (its scripts are left out when it is shown:
 * offline-fallback.ts): what the worker keeps with it at install, so it shows styled offline.
 */
export function offlinePageStylesheets(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const link of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = link[0];
    if (!/\brel=["']?stylesheet\b/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (!href) continue;
    const url = new URL(href, origin);
    if (url.origin === origin) found.add(url.pathname);
  }
  return [...found];
}
