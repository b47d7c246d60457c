/**
 * Which requests the service worker answers, and how (app/service-worker/sw.ts). Pure, so the
 * rules are tested without a browser.
 *
 * - `page`: a document navigation, network first, kept in the "pages" cache for offline reading.
 * - `network`: a navigation the worker passes straight to the network (staff, API, files, feeds),
 *   answered only so that the navigation preload it started is used instead of a second request.
 * - `data`: React Router's data requests (`*.data`) and its route manifest (`/__manifest`), network
 *   first, so a client-side navigation to a page already read works offline.
 * - `asset`: the hashed, immutable build files under /assets, cache first.
 * - `image`: /images and /media pictures, cache first with expiration.
 * Anything else (a POST, another origin, /admin, /api, the stats stream) is not touched at all.
 */
export type RequestKind = "page" | "network" | "data" | "asset" | "image";

export interface RequestFacts {
  url: URL;
  method: string;
  /** `Request.mode`: "navigate" for a document navigation. */
  mode: string;
}

/** The address of the offline page, which the worker precaches and shows for an address it has not kept. */
export const offlinePagePath = "/hors-ligne";

/** Paths never kept, whatever asks for them: the staff's area, the APIs and the stats stream, health, the worker itself. */
const neverKept = [/^\/admin(?:[/.]|$)/, /^\/api(?:\/|$)/, /^\/healthz(?:\.data)?$/, /^\/sw\.js$/];

/** Navigations that are not pages a visitor reads: pictures opened alone, feeds, redirects to elsewhere. */
const notPages = [
  /^\/media(?:\/|$)/,
  /^\/images\//,
  /^\/assets\//,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/kheopscope\/rss\.xml$/,
  /^\/diagnostic-whatsapp$/,
  /\.[a-z0-9]+$/i,
];

export function requestKind({ url, method, mode }: RequestFacts, origin: string): RequestKind | undefined {
  if (method !== "GET" || url.origin !== origin) return undefined;
  const path = url.pathname;
  const kept = !neverKept.some((pattern) => pattern.test(path));
  if (mode === "navigate") return kept && !notPages.some((pattern) => pattern.test(path)) ? "page" : "network";
  if (!kept) return undefined;
  if (path.endsWith(".data") || path === "/__manifest") return "data";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/images/") || path.startsWith("/media/")) return "image";
  return undefined;
}

/**
 * The page a React Router data request belongs to: `/kheopscope/un-article.data?_routes=…` is
 * `/kheopscope/un-article`, `/_root.data` is `/` (and `/a/_.data` is `/a/`). The query stays,
 * without React Router's own `_routes` and `index` parameters.
 */
export function pageOfDataRequest(url: URL): string {
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  else if (path.endsWith("/_")) path = path.slice(0, -1);
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  query.delete("index");
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/**
 * The answer React Router reads as "load this address as a new document" (a single-fetch redirect
 * with X-Remix-Reload-Document, react-router 7): given for a data request that neither the network
 * nor the cache could answer, so the browser asks for the page itself, which the worker answers with
 * the kept copy or the offline page, instead of React Router showing an error page.
 */
export function reloadDocumentAnswer(url: URL): { status: number; headers: Record<string, string> } {
  return {
    status: 204,
    headers: {
      "X-Remix-Redirect": pageOfDataRequest(url),
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
      "Cache-Control": "no-store",
    },
  };
}

/** Whether an answer may be kept as a page to read offline: a successful HTML page. */
export function isKeepablePage(status: number, contentType: string | null): boolean {
  return status === 200 && (contentType ?? "").toLowerCase().startsWith("text/html");
}

/** The message a page sends the worker that has just taken it over (app/service-worker/register.ts). */
export interface KeepLoadedMessage {
  type: "keep-loaded";
  /** The page itself, loaded before the worker could keep it. */
  page: string;
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
