import type { KeepLoadedMessage } from "~/service-worker/routes";

/**
 * Registers the service worker (/sw.js, app/service-worker/sw.ts) once the page has loaded, in the
 * built site only, and never from the staff's pages. Called by the public pages' script (app/site/shell/site.client.ts, loaded by enhance.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  if (/^\/admin(?:\/|$)/.test(window.location.pathname)) return;
  const register = () => {
    // A page not yet under a worker (the first visit) loaded itself and its files without it.
    const uncontrolled = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(async () => {
        if (!uncontrolled) return;
        const registration = await navigator.serviceWorker.ready;
        const worker = registration.active;
        worker?.postMessage({ type: "keep-loaded", page: window.location.href, resources: [] } satisfies KeepLoadedMessage);
        // What this page has loaded, and what it loads later (an island's code, say, whose fetch may have
        // started before the worker took the page over): the worker keeps each file once more.
        new PerformanceObserver((list) => {
          const resources = list.getEntries().map((entry) => entry.name);
          worker?.postMessage({ type: "keep-loaded", resources } satisfies KeepLoadedMessage);
        }).observe({ type: "resource", buffered: true });
      })
      .catch((error: unknown) => console.warn("service worker: registration failed", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
