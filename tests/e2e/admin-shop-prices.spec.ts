import type { Browser, Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";
import { createWriterAccount } from "./support/staff-accounts";

/**
 * « Boutique », on the admin journeys' site (which serves the public pages too): an administrator gives an e-book a
 * new price and a promotion ending tomorrow, and the Pro plan a new month; a visitor sees them at once everywhere a
 * price is stated (the e-book's page, its FAQ, its JSON-LD and share tags, the shop's card, the home page, the
 * services, the terms of sale). Bad values come back with their French messages and change nothing. A writer cannot
 * open the page, nor post to it. (The promotion's end on several instances, with the clock moved past it:
 * tests/integration/cluster-facts.test.ts.)
 *
 * Other admin journeys share the site's database: none reads the prices, and this one puts them back as it found
 * them, whatever happens.
 */

const ebookTitle = String.raw`Vendre avec 0\sF`;
const ebookPath = "/boutique/vendre-avec-0f";
const nbsp = "\u00a0";
const fcfa = (digits: string) => `${digits.replace(" ", nbsp)}${nbsp}FCFA`;

const navigation = (page: Page) => page.getByRole("navigation", { name: "Sections de l'administration" });

async function logIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Mot de passe", { exact: true }).fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(navigation(page)).toBeVisible();
}

/** Tomorrow at 23:59 in Douala, as a datetime-local input takes it, and its calendar day. */
function tomorrowInDouala(): { input: string; day: string } {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Douala" }).format(new Date(Date.now() + 86_400_000));
  return { input: `${day}T23:59`, day };
}

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The e-book's JSON-LD offer, as search engines read it. */
async function offerOf(page: Page): Promise<{ price: number; priceValidUntil?: string }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Product");
  return product.offers;
}

test.describe("« Boutique » at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 40[03]/] });

  test("an administrator sets a price with a promotion ending tomorrow and a plan's month; every public price follows; bad values change nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    await logIn(page);
    await navigation(page).getByRole("link", { name: "Boutique" }).click();
    await expect(page).toHaveURL(/\/admin\/boutique$/);
    await expect(navigation(page).getByRole("link", { name: "Boutique" })).toHaveAttribute("aria-current", "page");
    const form = page.getByRole("form", { name: "Prix de la boutique" });
    // Every field as it is now, to put back at the end.
    const original = await form.evaluate(
      (element) => Object.fromEntries(new FormData(element as HTMLFormElement)) as Record<string, string>,
    );
    const ebook = form.getByRole("group", { name: new RegExp(`^${ebookTitle}$`) });
    const price = ebook.getByLabel(new RegExp(`^Prix normal \\(FCFA\\) de «\\s*${ebookTitle}\\s*»$`));
    const promotion = ebook.getByRole("group", { name: new RegExp(`^Promotion de «\\s*${ebookTitle}\\s*»$`) });
    const value = ebook.getByLabel(/^Remise \(%\) ou prix promotionnel \(FCFA\)/);
    const end = ebook.getByLabel(/^Fin de la promotion/);
    const pro = form.getByLabel("Prix mensuel de Pro (FCFA)");
    const tomorrow = tomorrowInDouala();
    const visitor = await visitorPage(browser, baseURL);
    try {
      await expect(promotion.getByRole("radio")).toHaveCount(3);
      await expectAccessible(page);
      const card = await visitor.page.request.get("/partage/boutique/vendre-avec-0f.jpg");

      await price.fill("10 000");
      await promotion.getByRole("radio", { name: "Prix barré" }).check();
      await value.fill("7500");
      await ebook.getByLabel(/^Début de la promotion/).fill("");
      await end.fill(tomorrow.input);
      await pro.fill("160000");
      await form.getByRole("button", { name: "Enregistrer les prix" }).click();
      await expect(page).toHaveURL(/\/admin\/boutique$/);
      await expect(page.getByRole("status")).toContainText("Prix enregistrés");
      await expect(page.getByRole("status")).toContainText("Prix mensuel de Pro");
      await expect(price).toHaveValue("10000");
      await expect(ebook).toContainText(`Ce que voient les visiteurs${nbsp}: ${fcfa("7 500")} au lieu de ${fcfa("10 000")}`);
      await expect(ebook).toContainText("Promotion en cours, jusqu'au");
      await expect(page.getByRole("list", { name: "Derniers changements des prix" }).getByRole("listitem").first()).toContainText(
        "par Administrateur",
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The visitor: the e-book's page, its buy bar's price, its FAQ, its JSON-LD and its share tags.
      const shown = visitor.page;
      await shown.goto(ebookPath);
      const hero = shown.getByRole("main");
      await expect(hero.getByText(fcfa("7 500"), { exact: true }).first()).toBeVisible();
      await expect(hero.locator("s").first()).toContainText(fcfa("10 000"));
      await expect(hero).toContainText("Offre valable jusqu'au");
      await shown.getByRole("tab", { name: "FAQ" }).click();
      await expect(shown.getByRole("tabpanel", { name: "FAQ" })).toContainText(`Le prix est de ${fcfa("7 500")}`);
      expect(await offerOf(shown)).toMatchObject({ price: 7500, priceCurrency: "XAF", priceValidUntil: tomorrow.day });
      await expect(shown.locator('meta[property="product:price:amount"]')).toHaveAttribute("content", "7500");
      await expect(shown.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", new RegExp(`${fcfa("7 500")}$`));
      const newCard = await shown.request.get("/partage/boutique/vendre-avec-0f.jpg");
      expect(newCard.headers().etag).not.toBe(card.headers().etag);

      // The shop's card and the home page's.
      for (const [path, role] of [
        ["/boutique", "article"],
        ["/", "listitem"],
      ] as const) {
        await shown.goto(path);
        const item = shown
          .getByRole("main")
          .getByRole(role)
          .filter({ hasText: /Vendre avec 0/ })
          .first();
        await expect(item, path).toContainText(fcfa("7 500"));
        await expect(item.locator("s"), path).toContainText(fcfa("10 000"));
      }
      // The plan's month: the offers, community management's page, the terms of sale.
      await shown.goto("/services");
      await expect(shown.locator("#pricing-panel")).toContainText(fcfa("160 000"));
      await shown.goto("/services/community-management");
      await expect(shown.getByRole("main")).toContainText(`Pro à ${fcfa("160 000")}`);
      await shown.goto("/conditions-generales-de-vente");
      await expect(shown.getByRole("main")).toContainText(`Pro${nbsp}: ${fcfa("160 000")} par mois`);

      // Bad values: a message under each, what was typed kept, nothing saved.
      await price.fill("gratuit");
      await promotion.getByRole("radio", { name: "Pourcentage" }).check();
      await value.fill("95");
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/admin/boutique")),
        form.getByRole("button", { name: "Enregistrer les prix" }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText("Rien n'a été enregistré");
      await expect(price).toHaveValue("gratuit");
      await expect(price).toHaveAccessibleDescription(/Indiquez un prix en FCFA/);
      await expect(value).toHaveAccessibleDescription(/Indiquez une remise entière entre 1 et 90/);
      await expectAccessible(page);
      await shown.goto(ebookPath);
      await expect(shown.getByRole("main").getByText(fcfa("7 500"), { exact: true }).first()).toBeVisible();
    } finally {
      const back = await page.request.post("/admin/boutique", { form: original, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
      expect(back.status()).toBe(303);
      await visitor.context.close();
    }
  });

  test("a writer cannot open « Boutique » nor post to it", async ({ page, baseURL }) => {
    const password = "le mot de passe du rédacteur de la boutique";
    const { email } = await createWriterAccount("Odile Mbarga", password);
    await page.goto("/admin");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(navigation(page)).toBeVisible();
    await expect(navigation(page).getByRole("link", { name: "Boutique" })).toHaveCount(0);

    const opened = await page.goto("/admin/boutique");
    expect(opened?.status()).toBe(403);
    await expect(page.getByText("Cette page est réservée aux administrateurs", { exact: false })).toBeVisible();
    await expect(page.getByRole("form", { name: "Prix de la boutique" })).toHaveCount(0);

    const posted = await page.request.post("/admin/boutique", {
      form: { "plan.pro.monthly": "1000" },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    await page.goto("/services");
    await expect(page.locator("#pricing-panel")).not.toContainText(`1${nbsp}000${nbsp}FCFA`);
  });
});
