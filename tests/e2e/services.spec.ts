import { expect, expectAccessible, slowPhone, test, waitForHydration } from "./fixtures";

const nbsp = "\u00a0";
const fcfa = (digits: string) => `${digits.replace(/ /g, nbsp)}${nbsp}FCFA`;
/** The plans' prices, as the visitor reads them (a price ends with its currency's symbol). */
const priceText = /(FCFA|€)$|^\$/;

test.describe("services page", () => {
  test("six cards lead to their service pages", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("region", { name: "Six expertises, un seul interlocuteur" });
    await expect(list.getByRole("link")).toHaveCount(6);
    await list.getByRole("link", { name: /Référencement SEO/ }).click();
    await expect(page).toHaveURL(/\/services\/referencement-seo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Référencement SEO" })).toBeVisible();
  });

  test("pricing tabs show monthly, quarterly and yearly totals, by mouse and keyboard, and plans link to the subscription form", async ({
    page,
  }) => {
    await page.goto("/services");
    await waitForHydration(page); // a tap on a tab before the pricing's island wakes is held for it
    const pricing = page.locator("#community-management-pricing");
    const prices = () => pricing.getByRole("tabpanel").getByText(priceText).allTextContents();
    await expect(pricing.getByRole("tab", { name: "Mensuel" })).toHaveAttribute("aria-selected", "true");
    expect(await prices()).toEqual([fcfa("90 000"), fcfa("150 000"), fcfa("320 000")]);
    await expect(pricing.getByText("par mois").first()).toBeVisible();
    await expect(pricing.getByText("Populaire")).toBeVisible();

    await pricing.getByRole("tab", { name: "Trimestriel (-10%)" }).click();
    await expect.poll(prices).toEqual([fcfa("243 000"), fcfa("405 000"), fcfa("864 000")]);
    await expect(pricing.getByText("pour 3 mois").first()).toBeVisible();
    await expect(pricing.getByRole("link", { name: "Choisir Pro" })).toHaveAttribute(
      "href",
      "/services/formulaire-de-souscription?forfait=Pro&periode=trimestriel&prix=405000",
    );

    await page.keyboard.press("ArrowRight");
    await expect(pricing.getByRole("tab", { name: "Annuel (-15%)" })).toBeFocused();
    await expect(pricing.getByRole("tab", { name: "Annuel (-15%)" })).toHaveAttribute("aria-selected", "true");
    expect(await prices()).toEqual([fcfa("918 000"), fcfa("1 530 000"), fcfa("3 264 000")]);
    await expect(pricing.getByText("pour 12 mois").first()).toBeVisible();
    await expect(pricing.getByRole("link", { name: "Choisir Premium" })).toHaveAttribute(
      "href",
      "/services/formulaire-de-souscription?forfait=Premium&periode=annuel&prix=3264000",
    );
    await page.keyboard.press("ArrowRight");
    await expect(pricing.getByRole("tab", { name: "Mensuel" })).toBeFocused();
    await expectAccessible(page);
  });

  test("prices follow the chosen currency", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByLabel(/Changer de devise/).click();
    await page.getByRole("button", { name: /Euro/ }).click();
    const first = page.locator("#community-management-pricing").getByText(priceText).first();
    await expect(first).toHaveText(`137${nbsp}€`);
  });

  test("a link with #community-management-pricing scrolls to the plans", async ({ page }) => {
    await page.goto("/services#community-management-pricing");
    await expect(page.locator("#community-management-pricing")).toBeInViewport();
  });

  test("a visitor who scrolls away from the plans before the page's script comes is left where they are", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every scroll a script asks for is written down; the browser's own (the fragment, the wheel) are not scripts'.
    await page.addInitScript(() => {
      const asked: unknown[] = [];
      Object.assign(window, { scrollsAsked: asked });
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
        asked.push(args);
        scrollTo(...args);
      }) as typeof window.scrollTo;
    });
    // The page's script held back, on a phone six times slower.
    const { release } = await slowPhone(page);
    await page.clock.install();
    // Not waiting for the load, which a script added before it holds back.
    await page.goto("/services#community-management-pricing", { waitUntil: "domcontentloaded" });
    const plans = page.locator("#community-management-pricing");
    await expect(plans).toBeInViewport();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const atThePlans = await scrollY();
    // Listening before the wheel turns, so that the end of its scroll is not missed.
    await page.evaluate(() => {
      const ended = new Promise<void>((resolve) => addEventListener("scrollend", () => resolve(), { once: true }));
      Object.assign(window, { scrollEnded: ended });
    });
    await page.mouse.wheel(0, -600);
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
    const where = await scrollY();
    expect(where).toBeLessThan(atThePlans - 300);

    release();
    await waitForHydration(page);
    // Well past the 300 ms after which the script would bring the plans back.
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { scrollsAsked: unknown[] }).scrollsAsked)).toEqual([]);
    expect(await scrollY()).toBe(where);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each tab is a link the server renders", async ({ page }) => {
      await page.goto("/services");
      await page.getByRole("tab", { name: "Annuel (-15%)" }).click();
      await expect(page).toHaveURL(/periode=annuel/);
      await expect(page.getByRole("tab", { name: "Annuel (-15%)" })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#community-management-pricing").getByText(priceText).nth(1)).toHaveText(fcfa("1 530 000"));
    });
  });
});

test.describe("service pages", () => {
  test("community management: every block, 'Voir nos offres' to the plans, FAQ one at a time, structured data", async ({ page }) => {
    await page.goto("/services/community-management");
    await waitForHydration(page); // one FAQ answer open at a time: JavaScript's part
    await expect(page.getByRole("heading", { level: 1, name: "Community management" })).toBeVisible();
    for (const name of [
      "Ce que nous faisons pour vous",
      "Ce que vous y gagnez",
      "Comment nous travaillons",
      "Questions fréquentes",
      "Des chiffres qui parlent d'eux-mêmes",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const offers = page.getByRole("link", { name: "Voir nos offres" });
    await expect(offers.first()).toHaveAttribute("href", "/services#community-management-pricing");
    await expect(page.getByRole("main").getByRole("link", { name: "Demander un devis" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contactez-nous directement" }).first()).toHaveAttribute("href", "/contact");

    const faq = page.getByRole("region", { name: "Questions fréquentes" }).locator("details");
    expect(await faq.count()).toBeGreaterThanOrEqual(5);
    await faq.nth(0).locator("summary").click();
    await expect(faq.nth(0)).toHaveAttribute("open", "");
    await faq.nth(1).locator("summary").click();
    await expect(faq.nth(1)).toHaveAttribute("open", "");
    await expect(faq.nth(0)).not.toHaveAttribute("open", "");
    await faq.nth(1).locator("summary").click();
    await expect(page.getByRole("region", { name: "Questions fréquentes" }).locator("details[open]")).toHaveCount(0);

    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null")].flat().map((item: { "@type": string }) => item["@type"])),
      );
    expect(types).toEqual(expect.arrayContaining(["LocalBusiness", "Service", "FAQPage"]));
    await offers.first().click();
    await expect(page).toHaveURL(/\/services#community-management-pricing$/);
    await expectAccessible(page);
  });

  test("other services ask for a quote on /contact", async ({ page }) => {
    await page.goto("/services/identite-visuelle");
    await expect(page.getByRole("link", { name: "Voir nos offres" })).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Demander un devis" }).first()).toHaveAttribute("href", "/contact");
    await expect(main.getByText("Sur devis", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown service redirects to /services", async ({ page }) => {
    await page.goto("/services/service-inconnu");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the page reads well and passes axe", async ({ page }) => {
      await page.goto("/services/creation-sites-web");
      await expect(page.getByText("À partir de")).toBeVisible();
      await expectAccessible(page);
    });
  });
});
