// The service worker (/sw.js), bundled by scripts/build-service-worker.ts, never imported by the app.
// Offline reading: the pages a visitor has read, their data and files stay on the device; any
// other page shows the offline page. Which request goes where: app/service-worker/routes.ts.

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import { withoutScripts } from "~/service-worker/offline-fallback";
import {
  isKeepablePage,
  keptAddresses,
  offlinePagePath,
  type RequestKind,
  reloadDocumentAnswer,
  requestKind,
} from "~/service-worker/routes";

// The few service-worker types used here (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: ServiceWorkerScope;

/** Written by the build: the offline page and the shell's files, each with its revision. */
declare const __PRECACHE_MANIFEST__: Array<{ url: string; revision: string | null }>;

const cacheNames = { pages: "pages", data: "data", assets: "assets", images: "images" } as const;
const networkTimeoutSeconds = 4;
// The Vary of a page (Accept-Encoding, Save-Data) must not hide the copy kept for offline reading.
const matchOptions = { ignoreVary: true };
const onlySuccess = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  matchOptions,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isKeepablePage(response.status, response.headers.get("content-type")) ? response : null) },
    new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
  ],
});
const data = new NetworkFirst({
  cacheName: cacheNames.data,
  networkTimeoutSeconds,
  matchOptions,
  plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});
// Hashed names never change content: a file stays across deployments, so a page kept before one
// still finds its scripts and styles.
const assetLimits = { maxEntries: 120 };
const assets = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [onlySuccess, new ExpirationPlugin({ ...assetLimits, purgeOnQuotaError: true })],
});
const images = new CacheFirst({
  cacheName: cacheNames.images,
  plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

self.addEventListener("install", () => {
  void self.skipWaiting();
});
clientsClaim();
// The navigation request starts while the worker wakes up (NetworkFirst uses its answer).
self.addEventListener("activate", (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// A precached file of the shell is also kept among the assets: the next deployment drops it from
// the precache, and the pages kept until then still need it.
const assetExpiration = new CacheExpiration(cacheNames.assets, assetLimits);
addPlugins([
  {
    cacheDidUpdate: async ({ request, newResponse }) => {
      const url = new URL(request.url);
      if (requestKind({ url, method: "GET", mode: "no-cors" }, self.location.origin) !== "asset") return;
      const cache = await caches.open(cacheNames.assets);
      await cache.put(url.href, newResponse.clone());
      await assetExpiration.updateTimestamp(url.href);
      await assetExpiration.expireEntries();
    },
  },
]);
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

const kindOf = (url: URL, request: Request) => requestKind({ url, method: request.method, mode: request.mode }, self.location.origin);
const route = (kind: RequestKind, handler: (options: { request: Request; url: URL; event: ExtendableEvent }) => Promise<Response>) =>
  registerRoute(({ url, request }) => kindOf(url, request) === kind, handler);

route("page", (options) => pages.handle(options).catch(() => offlinePage()));
const network = new NetworkOnly();
route("network", (options) => network.handle(options));
route("data", (options) => data.handle(options).catch(() => new Response(null, reloadDocumentAnswer(options.url))));
route("asset", (options) => assets.handle(options));
route("image", (options) => images.handle(options));

/** The precached offline page, without its scripts (app/service-worker/offline-fallback.ts). */
async function offlinePage(): Promise<Response> {
  const kept = await matchPrecache(offlinePagePath);
  if (!kept) return Response.error();
  const headers = new Headers(kept.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("cache-control", "no-store");
  return new Response(withoutScripts(await kept.text()), { status: 200, headers });
}

// A page loaded before this worker took it over (the first visit) sends its address and files:
// they are kept as if they had passed through the worker. Its files mostly come from the HTTP cache.
self.addEventListener("message", (event) => {
  const kept = keptAddresses(event.data, self.location.origin);
  if (!kept) return;
  const keep = (strategy: Strategy, url: URL) => strategy.handle({ event, request: new Request(url.href) }).catch(() => undefined);
  const jobs = kept.resources.map((url) => keep(url.pathname.startsWith("/assets/") ? assets : images, url));
  if (kept.page) jobs.push(keep(pages, kept.page));
  event.waitUntil(Promise.all(jobs));
});
