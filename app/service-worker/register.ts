import type { KeepLoadedMessage } from "~/service-worker/routes";

/**
 * Registers the service worker (/sw.js, app/service-worker/sw.ts) once the page has loaded, in the
 * built site only, and never from the staff's pages. Called by app/entry.client.tsx.
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
        registration.active?.postMessage(loadedBeforeControl());
      })
      .catch((error: unknown) => console.warn("service worker: registration failed", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** This page and the files it loaded, for the worker to keep (it keeps only its own kinds of files). */
function loadedBeforeControl(): KeepLoadedMessage {
  const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
  return { type: "keep-loaded", page: window.location.href, resources };
}
