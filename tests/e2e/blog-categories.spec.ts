import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The list of cards, not the sidebar's lists nor the active filters. Categories and filters are links: they need no
// script, so no journey here waits for one.
const list = (page: Page) => page.getByRole("list", { name: "Tous les articles" });
const categories = (page: Page) => page.getByRole("complementary").getByRole("region", { name: "Catégories" });

async function expectOnlyCategory(page: Page, category: string, count: number) {
  const cards = list(page).getByRole("listitem");
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) await expect(card).toContainText(category);
}

test.describe("Kheopscope's categories filter the list", () => {
  test("a sidebar category narrows the list, in the URL, and the filter can be removed", async ({ page }) => {
    await page.goto("/kheopscope");
    await categories(page)
      .getByRole("link", { name: /^Vente & Négociation/ })
      .click();
    await expect(page).toHaveURL(/[?&]categorie=vente-negociation/);
    await expectOnlyCategory(page, "Vente & Négociation", 2);
    await expect(categories(page).getByRole("link", { name: /^Vente & Négociation/ })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Retirer le filtre Catégorie : Vente & Négociation" }).click();
    await expect(page).not.toHaveURL(/categorie=/);
    await expect(list(page).getByRole("listitem")).toHaveCount(7);
  });

  test("an unknown category shows the empty list, not an error", async ({ page }) => {
    const response = await page.goto("/kheopscope?categorie=cuisine-camerounaise");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Aucun article trouvé")).toBeVisible();
  });

  test("an article's sidebar leads to its category's list", async ({ page }) => {
    await page.goto("/kheopscope/strategie-facebook-2025");
    await categories(page)
      .getByRole("link", { name: /^Marketing Digital/ })
      .click();
    await expect(page).toHaveURL(/\/kheopscope\?categorie=marketing-digital/);
    await expectOnlyCategory(page, "Marketing Digital", 3);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server renders the filtered list, and search keeps the category", async ({ page }) => {
      await page.goto("/kheopscope");
      await categories(page)
        .getByRole("link", { name: /^Marketing d'Influence/ })
        .click();
      await expect(page).toHaveURL(/categorie=marketing-d-influence/);
      await expectOnlyCategory(page, "Marketing d'Influence", 1);
      await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("influence");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page).toHaveURL(/categorie=marketing-d-influence/);
      await expectOnlyCategory(page, "Marketing d'Influence", 1);
    });
  });
});

test("an article by a team member shows her portrait beside her name; the agency's articles its initials", async ({ page }) => {
  await page.goto("/kheopscope/comment-repondre-cest-trop-cher-whatsapp");
  const header = page.locator("article header");
  await expect(header.getByText("Mireille Ngo Biyong")).toBeVisible();
  await expect(header.locator('img[src*="/team/mireille-ngo-biyong-"]')).toBeVisible();
  await expect(header.locator('img[src*="/team/mireille-ngo-biyong-"]')).toHaveAttribute("alt", "");

  await page.goto("/kheopscope/strategie-facebook-2025");
  await expect(page.locator("article header").locator('img[src*="/team/"]')).toHaveCount(0);
  await expect(page.locator("article header").getByText("KD", { exact: true })).toBeVisible();
});
