// The service worker (/sw.js), bundled by scripts/build-service-worker.ts, never imported by the app.
// Offline reading: the pages a visitor has read, their data and files stay on the device; any
// other page shows the offline page. Which request goes where: app/service-worker/routes.ts.

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import { withoutScripts } from "~/service-worker/offline-fallback";
import {
  isKeepablePage,
  keptAddresses,
  notSentPagePath,
  offlinePagePath,
  offlinePageStylesheets,
  type RequestKind,
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

/** Written by the build: changes with every deployment whose files changed, so the offline page is taken again. */
declare const __BUILD_ID__: string;

const cacheNames = { pages: "pages", assets: "assets", images: "images", offline: `offline-${__BUILD_ID__}` } as const;
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

// Installing: the two offline pages of this deployment and their stylesheets are taken first.
self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([keepOfflinePage(offlinePagePath), keepOfflinePage(notSentPagePath)]).then(() => self.skipWaiting()));
});
clientsClaim();
// The navigation request starts while the worker wakes up (NetworkFirst uses its answer); the offline
// pages of earlier deployments go.
self.addEventListener("activate", (event) => {
  const previous = caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((name) => name.startsWith("offline-") && name !== cacheNames.offline).map((name) => caches.delete(name))),
    );
  event.waitUntil(Promise.all([self.registration.navigationPreload?.enable() ?? Promise.resolve(), previous]));
});

async function keepOfflinePage(path: string): Promise<void> {
  const cache = await caches.open(cacheNames.offline);
  const page = await fetch(path, { cache: "no-cache" });
  if (!page.ok) throw new Error(`offline page ${path}: ${page.status}`);
  const html = await page.clone().text();
  await cache.put(path, page);
  // Hashed files: kept among the assets too, where the pages read offline look for them.
  const assetCache = await caches.open(cacheNames.assets);
  await Promise.all(
    offlinePageStylesheets(html, self.location.origin).map(async (path) => {
      const file = await fetch(path);
      if (file.ok) await Promise.all([cache.put(path, file.clone()), assetCache.put(path, file)]);
    }),
  );
}

const kindOf = (url: URL, request: Request) => requestKind({ url, method: request.method, mode: request.mode }, self.location.origin);
const route = (kind: RequestKind, handler: (options: { request: Request; url: URL; event: ExtendableEvent }) => Promise<Response>) =>
  registerRoute(({ url, request }) => kindOf(url, request) === kind, handler);

route("page", (options) => pages.handle(options).catch(() => offlinePage(offlinePagePath)));
// A form the browser posts itself goes to the network as it is; only its failure is answered here.
registerRoute(
  ({ url, request }) => kindOf(url, request) === "post",
  ({ request }) => fetch(request).catch(() => offlinePage(notSentPagePath)),
  "POST",
);
const network = new NetworkOnly();
route("network", (options) => network.handle(options));
route("asset", (options) => assets.handle(options));
route("image", (options) => images.handle(options));

/** An offline page kept at install, without its scripts (app/service-worker/offline-fallback.ts). */
async function offlinePage(path: string): Promise<Response> {
  const kept = await caches.open(cacheNames.offline).then((cache) => cache.match(path));
  if (!kept) return Response.error();
  const headers = new Headers(kept.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("cache-control", "no-store");
  return new Response(withoutScripts(await kept.text()), { status: 200, headers });
}

// A page loaded before this worker took it over (the first visit) sends its address and files:
// they are kept as if they had passed through the worker. They are taken from the HTTP cache, even a page
// that asks to be checked again: what is kept is what the visitor has just read, not a second download of it
// on a paid connection (and a second render by the server) while the page is still settling.
self.addEventListener("message", (event) => {
  const kept = keptAddresses(event.data, self.location.origin);
  if (!kept) return;
  const keep = (strategy: Strategy, url: URL) =>
    strategy.handle({ event, request: new Request(url.href, { cache: "force-cache" }) }).catch(() => undefined);
  const jobs = kept.resources.map((url) => keep(url.pathname.startsWith("/_astro/") ? assets : images, url));
  if (kept.page) jobs.push(keep(pages, kept.page));
  event.waitUntil(Promise.all(jobs));
});
