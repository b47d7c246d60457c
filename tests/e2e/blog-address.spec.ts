import type { Page } from "@playwright/test";
import { expect, slowPhone, test, waitForHydration } from "./fixtures";

// Kheopscope keeps what the visitor did: the search, the sort and the view live in the address, and every link that
// reloads the list (its view, a filter's removal) keeps them. Each journey runs on a slow phone's CPU, once acting
// before the page's scripts are let through, once after they ran.

const list = (page: Page) => page.getByRole("list", { name: "Tous les articles" });
const cards = (page: Page) => list(page).getByRole("listitem");
const titles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Rechercher un article" });
const sort = (page: Page) => page.getByLabel("Trier par");
const scriptsRan = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"));

// « afrique » finds three articles; the oldest first, they come in this order.
const afriqueOldestFirst = [/^Marketing digital en Afrique francophone/, /^Instagram Reels ou TikTok/, /^Marketing d'influence en Afrique/];

/**
 * Opens `path` on a slow phone whose scripts wait; `before` is done on the HTML alone, then the scripts come. At a
 * sixth of the speed on a busy machine the page takes seconds to parse (the footer closes it) and its scripts as
 * long to run once let through: those two waits are guards, what is awaited is what the page shows.
 */
async function openSlowly(page: Page, path: string, when: "before" | "after", act: () => Promise<void>): Promise<void> {
  const { release } = await slowPhone(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("contentinfo")).toBeAttached({ timeout: 20_000 });
  if (when === "after") {
    release();
    await waitForHydration(page);
    await act();
    return;
  }
  await act();
  expect(await scriptsRan(page), "the page's script had already run").toBe(false);
  release();
}

/** Whether two cards share a row (the grid), or each has its own (the list). */
async function cardsSideBySide(page: Page): Promise<boolean> {
  const tops = await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return new Set(tops).size < tops.length;
}

/** What the visitor sees of the list: the box's text, the sort, the order of the cards and the view. */
async function expectAfriqueOldestFirstAsList(page: Page): Promise<void> {
  await expect(searchBox(page)).toHaveValue("AFRIQUE");
  await expect(sort(page)).toHaveValue("oldest");
  await expect(titles(page)).toHaveText(afriqueOldestFirst);
  await expect(page.getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
  expect(await cardsSideBySide(page), "the cards are in a list, one a row").toBe(false);
}

for (const when of ["before", "after"] as const) {
  test.describe(`acting ${when} the page's scripts ran`, () => {
    test.describe("at 1 280 px, where the view can be chosen", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("the list view keeps the search, the sort and the order, lands at the list, and its address reloads as it was", async ({
        page,
      }) => {
        // Four loads of the blog at a sixth of the CPU's speed: on a busy machine, more than a minute.
        test.slow();
        await openSlowly(page, "/kheopscope", when, async () => {
          await searchBox(page).fill("AFRIQUE");
          await sort(page).selectOption("oldest");
        });
        // The scripts apply what was done before them: the address says it, the cards show it.
        await expect(page).toHaveURL(/\/kheopscope\?q=AFRIQUE&tri=oldest$/, { timeout: 20_000 });
        await expect(titles(page)).toHaveText(afriqueOldestFirst);
        expect(await cardsSideBySide(page), "the cards are in a grid").toBe(true);

        await page.getByRole("link", { name: "Liste" }).click();
        await expect(page).toHaveURL(/\/kheopscope\?q=AFRIQUE&tri=oldest&vue=liste#all-articles$/);
        await expectAfriqueOldestFirstAsList(page);
        // At the list, not at the top of the page.
        await expect(page.getByRole("heading", { level: 2, name: "Tous les articles" })).toBeInViewport();
        await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();

        await page.reload();
        await expectAfriqueOldestFirstAsList(page);

        // Back to the grid: the search and the sort stay.
        await page.getByRole("link", { name: "Grille" }).click();
        await expect(page).toHaveURL(/\/kheopscope\?q=AFRIQUE&tri=oldest#all-articles$/);
        await expect(searchBox(page)).toHaveValue("AFRIQUE");
        await expect(titles(page)).toHaveText(afriqueOldestFirst);
        await expect.poll(() => cardsSideBySide(page), { message: "the cards are in a grid" }).toBe(true);
      });
    });

    test.describe("at 390 px", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("a search and a sort are applied once the scripts come, and the address says them", async ({ page }) => {
        await openSlowly(page, "/kheopscope", when, async () => {
          await searchBox(page).fill("AFRIQUE");
          await sort(page).selectOption("oldest");
        });
        await expect(titles(page)).toHaveText(afriqueOldestFirst, { timeout: 20_000 });
        await expect(page).toHaveURL(/\/kheopscope\?q=AFRIQUE&tri=oldest$/);
        await page.reload();
        await expect(searchBox(page)).toHaveValue("AFRIQUE");
        await expect(sort(page)).toHaveValue("oldest");
        await expect(titles(page)).toHaveText(afriqueOldestFirst);
      });

      test("removing a filter keeps the search and the sort", async ({ page }) => {
        await openSlowly(page, "/kheopscope?tag=Cameroun", when, async () => {
          await searchBox(page).fill("AFRIQUE");
          await sort(page).selectOption("oldest");
        });
        // Within « Cameroun », one article speaks of Africa.
        await expect(titles(page)).toHaveText([/^Marketing d'influence en Afrique/], { timeout: 20_000 });
        await expect(page).toHaveURL(/\/kheopscope\?tag=Cameroun&q=AFRIQUE&tri=oldest$/);

        await page.getByRole("link", { name: "Retirer le filtre Sujet : #Cameroun" }).click();
        await expect(page).toHaveURL(/\/kheopscope\?q=AFRIQUE&tri=oldest#all-articles$/);
        await expect(searchBox(page)).toHaveValue("AFRIQUE");
        await expect(sort(page)).toHaveValue("oldest");
        await expect(titles(page)).toHaveText(afriqueOldestFirst);
        await expect(page.getByRole("heading", { level: 2, name: "Tous les articles" })).toBeInViewport();
      });

      test("a shared search address, cleared: every card that comes back has a like button that likes", async ({ page }) => {
        await openSlowly(page, "/kheopscope?q=tiktok", when, async () => {
          await expect(cards(page)).toHaveCount(1);
          await searchBox(page).fill("");
        });
        await expect(cards(page)).toHaveCount(7, { timeout: 20_000 });
        await expect(page).toHaveURL(/\/kheopscope$/);
        // Every card, those brought back from the search's waiting room included, can be liked.
        for (const card of await cards(page).all()) {
          await expect(card.getByRole("button", { name: /^J'aime cet article/ })).toBeVisible();
        }
        // One that was not shown at first (an article no other journey counts the likes of).
        const card = cards(page).filter({ hasText: "Marketing digital en Afrique francophone" });
        await card.getByRole("button", { name: /^J'aime cet article/ }).click();
        const liked = card.getByRole("button", { name: /^Vous aimez cet article/ });
        await expect(liked).toBeDisabled();
        await expect(liked).toHaveAttribute("aria-pressed", "true");
      });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the view and a filter's removal are links that keep the address's search and sort", async ({ page }) => {
    await page.goto("/kheopscope?tag=Cameroun&q=afrique&tri=oldest");
    await expect(titles(page)).toHaveText([/^Marketing d'influence en Afrique/]);
    await page.getByRole("link", { name: "Liste" }).click();
    await expect(page).toHaveURL(/\/kheopscope\?tag=Cameroun&q=afrique&tri=oldest&vue=liste#all-articles$/);
    await page.getByRole("link", { name: "Retirer le filtre Sujet : #Cameroun" }).click();
    await expect(page).toHaveURL(/\/kheopscope\?q=afrique&tri=oldest&vue=liste#all-articles$/);
    await expect(searchBox(page)).toHaveValue("afrique");
    await expect(titles(page)).toHaveText(afriqueOldestFirst);
    expect(await cardsSideBySide(page), "the cards are in a list, one a row").toBe(false);
  });
});
