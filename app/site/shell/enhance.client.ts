// The script of every public page, asked for once the first paint is on the screen (./script-loader.client.ts):
// what every page gains from a script (./site.client.ts, about 2 KB gzip), then the page's own code (decisions 013,
// 027 and 028).

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

enhance().catch((error: unknown) => {
  // Offline before the page's code came: its HTML still does everything it shows.
  console.warn("The page's script could not load:", error);
});
