import type { Page } from "@playwright/test";
import { cookieChoiceMade, expect, expectAccessible, journeyWidths, openOnPausedClock, test, waitForHydration, widthTag } from "./fixtures";

const cards = (page: Page) => page.locator("main ul > li", { has: page.locator("article") });
const cardOf = (page: Page, title: string) => page.locator("article", { has: page.getByRole("link", { name: title, exact: true }) });

async function switchCurrency(page: Page, name: RegExp) {
  await waitForHydration(page); // before it, the choice posts the plain form and the page reloads
  await page.getByLabel(/Changer de devise/).click();
  await page.getByRole("button", { name }).click();
}

for (const width of journeyWidths) {
  test.describe(`shop at ${width} px`, widthTag(width), () => {
    test.use({
      viewport: { width, height: width < 800 ? 844 : 800 },
      storageState: cookieChoiceMade("accepted"),
    });

    test("the catalogue: badges, prices in FCFA, EUR and USD, search dropdown, category and sort", async ({ page }) => {
      await page.goto("/boutique");
      await expect(cards(page)).toHaveCount(3);
      const cm = cardOf(page, "Community Manager de Choc");
      await expect(cm.getByText("PROMO")).toBeVisible();
      await expect(cm.getByText("PDF")).toBeVisible();
      // The price, and the regular one struck through, which a screen reader announces as such.
      await expect(cm.getByText("12 900 FCFA", { exact: true })).toBeVisible();
      await expect(cm).toContainText("Prix normal : 39 900 FCFA");
      await expect(cardOf(page, "Vendre avec 0 F").getByText("NOUVEAUTÉ")).toBeVisible();
      await expect(cardOf(page, "Vendre avec 0 F").getByText("PROMO")).toHaveCount(0);
      const payments = page.getByRole("list", { name: "Moyens de paiement acceptés" });
      await expect(payments.getByRole("listitem")).toHaveText(["Visa", "Mastercard", "Orange Money", "MTN Mobile Money"]);
      await expectAccessible(page);

      await switchCurrency(page, /Euro/);
      await expect(cm.getByText("20 €", { exact: true })).toBeVisible();
      await switchCurrency(page, /Dollar US/);
      await expect(cm.getByText("$21", { exact: true })).toBeVisible();

      const search = page.getByRole("searchbox", { name: "Rechercher un e-book" });
      await search.fill("VENTE");
      const results = page.getByRole("list", { name: "Résultats de la recherche" });
      await expect(results.getByRole("link")).toHaveCount(1);
      await expect(results).toHaveCSS("max-height", "384px");
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL(/q=VENTE/);
      await search.fill("");
      await expect(page).not.toHaveURL(/q=/);
      await expect(cards(page)).toHaveCount(3);

      await page.getByLabel("Catégorie").selectOption("Vente & Négociation");
      await expect(cards(page)).toHaveCount(2);
      await page.getByLabel("Catégorie").selectOption("all");
      await page.getByLabel("Trier par").selectOption("price-asc");
      await expect(cards(page).first()).toContainText("Vendre avec 0 F");
      await page.getByLabel("Trier par").selectOption("date-asc");
      await expect(cards(page).first()).toContainText("La Méthodologie de la Vente");
    });

    test("an e-book page: zoom, tabs, suggestions, floating bar, and the purchase event before the checkout tab", async ({
      page,
      context,
    }) => {
      await context.route("https://pay.kheops.cm/**", (route) => route.fulfill({ status: 200, body: "checkout" }));
      const events: string[] = [];
      await page.route("**/api/ga4/event", async (route) => {
        events.push(route.request().postData() ?? "");
        await route.continue();
      });
      await page.goto("/boutique/la-methodologie-de-la-vente");
      await waitForHydration(page);
      await expect(page).toHaveTitle(/La Méthodologie de la Vente/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("La Méthodologie de la Vente");

      await page.getByRole("button", { name: /Agrandir la couverture/ }).click();
      const zoom = page.getByRole("dialog");
      await expect(zoom).toBeVisible();
      await zoom.click({ position: { x: 10, y: 10 } });
      await expect(zoom).toBeHidden();
      await page.getByRole("button", { name: /Agrandir la couverture/ }).click();
      await page.keyboard.press("Escape");
      await expect(zoom).toBeHidden();

      await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
      await page.getByRole("tab", { name: /Sommaire \(\d+ chapitres\)/ }).click();
      await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
      await page.getByRole("tab", { name: "FAQ" }).click();
      await expect(page.getByRole("tabpanel").locator("details").first()).toBeVisible();

      await expect(page.getByRole("heading", { name: "Vous aimerez aussi" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Vous aimerez aussi" }).getByRole("link", { name: "Vendre avec 0 F" })).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 0));
      const buyBar = page.getByRole("region", { name: "Achat rapide" });
      await expect(buyBar).toHaveCount(0);
      await page.getByRole("link", { name: "Acheter maintenant" }).evaluate((button) => {
        window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY + 200);
      });
      await expect(buyBar).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 0));
      const popup = context.waitForEvent("page");
      await page.getByRole("link", { name: "Acheter maintenant" }).first().click();
      const checkout = await popup;
      expect(checkout.url()).toBe("https://pay.kheops.cm/la-methodologie-de-la-vente");
      expect(await checkout.evaluate(() => window.opener)).toBeNull();
      await expect.poll(() => events.some((body) => body.includes('"eventName":"purchase"'))).toBe(true);
      const purchase = JSON.parse(events.find((body) => body.includes('"purchase"')) ?? "{}");
      expect(purchase.params).toMatchObject({ ebook_id: "la-methodologie-de-la-vente", value: 19022, currency: "XAF" });
      await expect(page.getByRole("img", { name: "Portrait de Mireille Ngo Biyong" })).toBeVisible();

      // Another e-book starts again on its description.
      await page.getByRole("tab", { name: "FAQ" }).click();
      await page.getByRole("region", { name: "Vous aimerez aussi" }).getByRole("link", { name: "Vendre avec 0 F" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendre avec 0 F");
      await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("button", { name: "Bientôt disponible" })).toBeDisabled();
    });

    test.describe("unknown e-book", () => {
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test("answers 404 with the spec's texts", async ({ page }) => {
        const response = await page.goto("/boutique/inconnu");
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "Ebook non trouvé" })).toBeVisible();
        await expect(page.getByText("Désolé, l'ebook que vous recherchez n'existe pas.")).toBeVisible();
        await page.getByRole("link", { name: "Retourner à la boutique" }).click();
        await expect(page).toHaveURL("/boutique");
      });
    });

    test("the home page shows the two newest e-books", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Nos derniers e-books" });
      await expect(section.getByRole("listitem")).toHaveCount(2);
      await expect(section.getByRole("listitem").first()).toContainText("Vendre avec 0 F");
      await expect(section.getByRole("listitem").first()).toContainText("NOUVEAUTÉ");
      await expect(section.getByRole("listitem").nth(1)).toContainText("PROMO");
      await section.getByRole("link", { name: "Découvrir tous nos e-books" }).click();
      await expect(page).toHaveURL("/boutique");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, category and sort work from the URL", async ({ page }) => {
    await page.goto("/boutique?categorie=Vente+%26+N%C3%A9gociation&tri=price-desc");
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toContainText("La Méthodologie de la Vente");
    await page.goto("/boutique?q=choc");
    await expect(cards(page)).toHaveCount(1);
    // A category the shop does not have (an address typed by hand): the whole catalogue, as the menu says.
    await page.goto("/boutique?categorie=Inconnue");
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByLabel("Catégorie")).toHaveValue("all");
  });
});

test.describe("readers' carousel", () => {
  // The quotes of the slides shown: the others are hidden from the accessibility tree (aria-hidden).
  const shownQuotes = (page: Page) => page.getByRole("region", { name: "Avis de lecteurs" }).getByRole("blockquote").allTextContents();

  test("three a page at 1280 px: dots, a 700 ms lock, every 6 s but not while hovered, wrap-around", async ({ page }) => {
    await openOnPausedClock(page, "/boutique");
    const carousel = page.getByRole("region", { name: "Avis de lecteurs" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shownQuotes(page)).length).toBe(3);
    const first = await shownQuotes(page);

    await carousel.getByRole("button", { name: "Avis, page 2 sur 2" }).click();
    await expect.poll(() => shownQuotes(page)).not.toEqual(first);
    const second = await shownQuotes(page);
    await carousel.getByRole("button", { name: "Avis, page 1 sur 2" }).click(); // within 700 ms: ignored
    await expect.poll(() => shownQuotes(page)).toEqual(second);

    await page.mouse.move(0, 0);
    await page.clock.runFor(6_500); // wraps around to the first page
    await expect.poll(() => shownQuotes(page)).toEqual(first);

    await carousel.hover();
    await page.clock.runFor(13_000); // paused while the pointer is over it
    await expect.poll(() => shownQuotes(page)).toEqual(first);
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_500);
    await expect.poll(() => shownQuotes(page)).toEqual(second);
    await page.clock.resume();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("one a page, and a swipe past 50 px changes it", async ({ page }) => {
      await page.goto("/boutique");
      await waitForHydration(page);
      const carousel = page.getByRole("region", { name: "Avis de lecteurs" });
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await shownQuotes(page)).length).toBe(1);
      await expect(carousel.getByRole("button", { name: /Avis, page \d sur 6/ })).toHaveCount(6);
      const before = await shownQuotes(page);
      await carousel
        .locator("> div")
        .first()
        .evaluate((element) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }));
          element.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(200)], bubbles: true }));
        });
      await expect.poll(() => shownQuotes(page)).not.toEqual(before);
    });
  });
});
