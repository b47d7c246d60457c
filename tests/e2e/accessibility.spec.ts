import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parseArticleSource } from "../../app/lib/blog/article-source";
import { indexablePages, noindexPages } from "../../app/lib/seo/public-pages";
import { categorySlug } from "../../app/site/blog/listing";
import { expect, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";
import { expectNoAxeViolation } from "./support/axe-all";
import { writeSentLetter } from "./support/sent-letter";

/**
 * Every public page with no axe-core violation at all (issue 41), as a first visitor gets it (the cookie banner
 * open): once as it is read before the page's scripts come (a slow phone, or none), then as they leave it. The
 * pages are those of the sitemap and the ones kept out of it (app/lib/seo/public-pages.ts), each bundled
 * article and category, the forms' pages, a sent letter, and the pages of a refusal (a link without its token,
 * an unknown address, article, e-book or letter).
 */

const articlesFolder = new URL("../../app/content/articles/", import.meta.url);
const bundledArticles = readdirSync(articlesFolder)
  .filter((file) => file.endsWith(".md"))
  .map((file) => parseArticleSource(readFileSync(new URL(file, articlesFolder), "utf8"), file));

/** A sent letter of this journey's own, so that no other journey sees it change (as newsletter-archive.spec.ts does). */
const letter = { id: "journey-accessibility-letter", slug: "parcours-accessibilite-la-lettre-de-mars" };

const pages = [
  ...indexablePages.map((entry) => entry.path),
  ...noindexPages,
  "/newsletter",
  ...bundledArticles.map((article) => `/kheopscope/${article.slug}`),
  ...[...new Set(bundledArticles.map((article) => article.category))].map((category) => `/kheopscope?categorie=${categorySlug(category)}`),
  `/newsletter/archives/${letter.slug}`,
];

/**
 * At 1280 px, one page of each template: what differs from 390 px is the layout, not the content, which every page
 * has at 390 px (a sample keeps the wide journeys' run short).
 */
const wideSample = new Set([
  "/",
  "/services",
  "/services/community-management",
  "/services/formulaire-de-souscription",
  "/kheopscope",
  "/kheopscope/strategie-facebook-2025",
  "/boutique",
  "/boutique/la-methodologie-de-la-vente",
  "/apropos",
  "/contact",
  "/newsletter",
  `/newsletter/archives/${letter.slug}`,
  "/mentions-legales",
  "/hors-ligne",
  "/adresse-inconnue",
]);
const pagesAt = (width: number, paths: string[]) => (width < 800 ? paths : paths.filter((path) => wideSample.has(path)));

/** Pages that answer a refusal (400 or 404): the browser logs the status of the page itself. */
const refusals = [
  "/newsletter/confirmation",
  "/desinscription",
  "/erreur",
  "/adresse-inconnue",
  "/kheopscope/article-inconnu",
  "/boutique/ebook-inconnu",
  "/newsletter/archives/lettre-inconnue",
];

function writeAccessibilityLetter(origin: string) {
  const article = bundledArticles[0];
  writeSentLetter({
    ...letter,
    subject: "La lettre de mars",
    preheader: "Vendre avant la rentrée",
    introHtml: "<p>Bonjour à tous, voici <strong>nos conseils</strong> du mois.</p><h2>Préparez vos stocks</h2><p>Dès maintenant.</p>",
    at: "2026-03-03T09:00:00.000Z",
    cards: article ? [{ title: article.title, excerpt: article.excerpt, url: `${origin}/kheopscope/${article.slug}` }] : [],
  });
}

/**
 * Opens `path` with the site's scripts held back and checks the page as its HTML and styles show it (axe-core, no id
 * twice, no sideways scrolling), then lets the scripts come and checks it again once they have run: one page, both of
 * its states.
 */
async function expectAccessibleBeforeAndAfterScripts(page: Page, path: string): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  // The whole document read and its stylesheets applied; the page's script, held, cannot have run.
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  await expect(page.locator("html")).not.toHaveAttribute("data-enhanced");
  await expectNoAxeViolation(page);
  await expectNoSidewaysScroll(page);
  await expectUniqueIds(page);
  release();
  // The bare frame of a refusal (/erreur) has no script of the site: its one state is checked.
  if ((await page.locator('script[type="module"][src^="/_astro/"]').count()) === 0) return;
  await waitForHydration(page);
  await expectNoAxeViolation(page);
  await expectNoSidewaysScroll(page);
  await expectUniqueIds(page);
}

/** Each id once: a label or a description that names an id repeated on the page may point at the wrong field. */
async function expectUniqueIds(page: Page): Promise<void> {
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  expect(repeated, "ids found more than once").toEqual([]);
}

/** The page fits the window's width (WCAG's reflow): nothing, shown or only read aloud, widens it. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page is wider than the window").toBeLessThanOrEqual(0);
}

for (const width of journeyWidths) {
  test.describe(`every public page at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    for (const path of pagesAt(width, pages)) {
      test(`${path} has no accessibility violation or repeated id and fits the window, before and after its scripts`, async ({
        page,
        baseURL,
      }) => {
        if (path.startsWith("/newsletter/archives/")) writeAccessibilityLetter(baseURL ?? "");
        await expectAccessibleBeforeAndAfterScripts(page, path);
      });
    }

    test.describe("a refusal's page", () => {
      test.use({ allowedConsoleErrors: [/status of 40[04]/] });

      for (const path of pagesAt(width, refusals)) {
        test(`${path} has no accessibility violation or repeated id and fits the window, before and after its scripts`, async ({
          page,
        }) => {
          await expectAccessibleBeforeAndAfterScripts(page, path);
        });
      }
    });

    test("the e-book page: the agency's name in the translucent bar stays readable over a light section", async ({ page }) => {
      await page.goto("/boutique/la-methodologie-de-la-vente");
      await waitForHydration(page);
      // The white section of the tabs brought under the bar, which lets it show through.
      const tabs = page.getByRole("tablist", { name: "Informations sur l'e-book" });
      await tabs.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 20, behavior: "instant" }),
      );
      const behindLogo = () =>
        page.evaluate(() => {
          const logo = document.querySelector('header a[href="/"]')?.getBoundingClientRect();
          if (!logo) return "";
          const below = document
            .elementsFromPoint(logo.left + logo.width / 2, logo.top + logo.height / 2)
            .find((element) => !element.closest("header"));
          return below?.closest("section")?.querySelector('[role="tablist"]') ? "the tabs' section" : below?.tagName;
        });
      await expect.poll(behindLogo).toBe("the tabs' section");
      await expectNoAxeViolation(page, { include: "header" });
    });
  });
}
