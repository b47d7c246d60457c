// The script of every public page, asked for once the first paint is on the screen (./script-loader.client.ts):
// what every page gains from a script (./site.client.ts), then the page's own code (decisions 013, 027 and 028). Every
// page's code is in this one file, each piece run in a task of its own (./in-turns.client.ts, decision 029).

import { markEnhanced, pageScriptAttribute } from "~/lib/behaviours/page";
import { enhancements as about } from "../about/about.page.client";
import { enhancements as article } from "../blog/article.page.client";
import { enhancements as blog } from "../blog/blog.page.client";
import { enhancements as home } from "../home/home.page.client";
import { enhancements as legal } from "../legal/legal.page.client";
import { enhancements as services } from "../services/services.page.client";
import { enhancements as ebook } from "../shop/ebook.page.client";
import { enhancements as shop } from "../shop/shop.page.client";
import { type Enhancement, inTurns } from "./in-turns.client";
import { siteEnhancements } from "./site.client";

/** Each page's own enhancements, by the name the layout's `script` gives them (app/site/shell/site.astro). */
const pageScripts = {
  home: async () => home,
  about: async () => about,
  services: async () => services,
  blog: async () => blog,
  article: async () => article,
  shop: async () => shop,
  ebook: async () => ebook,
  legal: async () => legal,
  // Fetched apart: it shares its modules with the subscription form's island.
  subscription: async () => (await import("../forms/subscription/subscription.page.client")).enhancements,
} satisfies Record<string, () => Promise<readonly Enhancement[]>>;

export type PageScriptName = keyof typeof pageScripts;

const isPageScriptName = (name: string | null | undefined): name is PageScriptName =>
  name !== null && name !== undefined && Object.hasOwn(pageScripts, name);

async function enhance(): Promise<void> {
  const name = document.querySelector(`[${pageScriptAttribute}]`)?.getAttribute(pageScriptAttribute);
  // A page's code fetched apart arrives while the site's pieces run.
  const pageLoading = isPageScriptName(name) ? pageScripts[name]() : undefined;
  await inTurns(siteEnhancements);
  const page = await pageLoading;
  if (page) await inTurns(page);
  markEnhanced();
}

enhance().catch((error: unknown) => {
  // Offline before the page's code came: its HTML still does everything it shows.
  console.warn("The page's script could not load:", error);
});
