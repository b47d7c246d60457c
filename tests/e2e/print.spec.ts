import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Issue 15: an article, the terms of sale and an e-book page print cleanly: none of the screen's
// fixed tools, the text in full, and the address after the content's external links.

const navbar = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });
const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookies" });
const articleTools = (page: Page) => page.getByRole("region", { name: "Outils de l'article" });
const quickMenu = (page: Page) => page.getByRole("region", { name: "Menu rapide de l'article" });
const buyBar = (page: Page) => page.getByRole("region", { name: "Achat rapide" });

test("an article in print: no navbar, cookie banner or floating tools; the text is there; it prints to PDF", async ({ page }) => {
  await page.goto("/kheopscope/strategie-facebook-2025");
  await waitForHydration(page);
  await expect(navbar(page)).toBeVisible();
  await expect(cookieBanner(page)).toBeVisible();
  await expect(articleTools(page)).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(navbar(page)).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  await expect(articleTools(page)).toBeHidden();
  await expect(quickMenu(page)).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stratégie Facebook 2025/);
  await expect(page.getByText("À Douala comme à Yaoundé", { exact: false })).toBeVisible();
  // Black on white: the article's dark header is not printed as a dark block.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(0, 0, 0)");

  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(10_000);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an article's quick menu is the screen's only", async ({ page }) => {
    await page.goto("/kheopscope/strategie-facebook-2025");
    await expect(quickMenu(page)).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(quickMenu(page)).toBeHidden();
    await expect(navbar(page)).toBeHidden();
  });
});

test("the terms of sale in print: every section's text, even closed ones", async ({ page }) => {
  await page.goto("/conditions-generales-de-vente");
  const closed = page.getByText("Kheops Digital est une agence web et de marketing digital", { exact: false });
  await expect(closed).toBeHidden();

  await page.emulateMedia({ media: "print" });
  await expect(navbar(page)).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Conditions générales de vente" })).toBeVisible();
  await expect(closed).toBeVisible();
  expect((await page.pdf({ format: "A4" })).subarray(0, 5).toString()).toBe("%PDF-");
});

test("an e-book page in print: no buy bar, tabs or suggestions; the description is there", async ({ page }) => {
  await page.goto("/boutique/la-methodologie-de-la-vente");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Acheter maintenant" }).evaluate((button) => {
    window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY + 200);
  });
  await expect(buyBar(page)).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(buyBar(page)).toBeHidden();
  await expect(navbar(page)).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Vous aimerez aussi" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La Méthodologie de la Vente");
  await expect(page.getByRole("tabpanel")).toBeVisible();
});

test("the address of an external link of the content is printed after it, not a button's", async ({ page }) => {
  await page.goto("/politique-de-confidentialite");
  await page.emulateMedia({ media: "print" });
  const link = page.getByRole("main").getByRole("link", { name: "db-ip.com" });
  await expect(link).toBeVisible();
  const after = (locator: typeof link) => locator.evaluate((element) => getComputedStyle(element, "::after").content);
  expect(await after(link)).toMatch(/attr\(href\)|https:\/\/db-ip\.com/);

  await page.goto("/boutique/la-methodologie-de-la-vente");
  const buy = page.getByRole("link", { name: "Acheter maintenant" }).first();
  expect(await after(buy)).toBe("none");
});
