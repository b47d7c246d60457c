// The one script tag of every public page (app/site/shell/site.astro). It carries what every page gains from a
// script (./site.client.ts, about 2 KB gzip): one file rather than two small ones, since a module script never holds
// the paint back. The page's own code, which can be much larger (an article's), is asked for after the first
// paint is on the screen, so that on a slow network it does not share the first round trips with the stylesheet
// (decisions 013 and 027).

import { markEnhanced, pageScriptAttribute } from "~/lib/behaviours/page";
import { enhanceSite } from "./site.client";

/** Each page's own enhancements, by the name the layout's `script` gives them (app/site/shell/site.astro). */
const pageScripts = {
  home: () => import("../home/home.page.client"),
  about: () => import("../about/about.page.client"),
  services: () => import("../services/services.page.client"),
  blog: () => import("../blog/blog.page.client"),
  article: () => import("../blog/article.page.client"),
  shop: () => import("../shop/shop.page.client"),
  ebook: () => import("../shop/ebook.page.client"),
  legal: () => import("../legal/legal.page.client"),
  subscription: () => import("../forms/subscription/subscription.page.client"),
} satisfies Record<string, () => Promise<{ enhancePage: () => void }>>;

export type PageScriptName = keyof typeof pageScripts;

const isPageScriptName = (name: string | null | undefined): name is PageScriptName =>
  name !== null && name !== undefined && Object.hasOwn(pageScripts, name);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `run` once the first paint is on the screen. A frame callback comes before its paint is shown, and on a slow
 * phone the paint can be shown well after it: the page's code asked for then would still share the first round
 * trips with the stylesheet and the first picture. The paint timing entry comes once the paint is shown.
 */
function afterFirstPaint(run: () => void): void {
  // A page prerendered ahead of a click is painted only when shown: its code comes now, to be ready then.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    run();
    return;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    setTimeout(run, 0);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(once);
  // A page opened in a background tab paints only when shown; its code still comes once it has loaded.
  const inBackground = () => document.visibilityState === "hidden" && once();
  if (document.readyState === "complete") inBackground();
  else addEventListener("load", inBackground, { once: true });
}

async function enhance(): Promise<void> {
  const name = document.querySelector(`[${pageScriptAttribute}]`)?.getAttribute(pageScriptAttribute);
  const loadPage = isPageScriptName(name) ? pageScripts[name] : undefined;
  const page = await loadPage?.();
  enhanceSite();
  if (page) {
    // Two tasks rather than one long one: the phone can answer a tap in between.
    await nextTask();
    page.enhancePage();
  }
  markEnhanced();
}

afterFirstPaint(() => {
  enhance().catch((error: unknown) => {
    // Offline before the code came: the page's HTML still does everything it shows.
    console.warn("The page's script could not load:", error);
  });
});
