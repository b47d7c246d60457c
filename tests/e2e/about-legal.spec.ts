import { expect, expectAccessible, openOnPausedClock, test, waitForHydration } from "./fixtures";

test.describe("about page", () => {
  test("mission, four values, the whole 2020–2025 timeline, the team and a call to action at 1280 px", async ({ page }) => {
    await page.goto("/apropos");
    await expect(page.getByRole("heading", { level: 2, name: "Notre mission" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ce qui guide chacune de nos décisions" }).getByRole("listitem")).toHaveCount(4);
    const history = page.getByRole("region", { name: "De Logpom à l'Afrique francophone" });
    for (const year of ["2020", "2021", "2022", "2023", "2024", "2025"])
      await expect(history.getByText(year, { exact: true })).toBeVisible();
    for (const role of ["Fondatrice et CEO", "Directeur artistique", "Directeur technique", "Community manager"]) {
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the timeline shows one year at a time, rotates every 4 s and has previous, next and dots", async ({ page }) => {
      await openOnPausedClock(page, "/apropos");
      const carousel = page.getByRole("region", { name: "Notre histoire, année par année" });
      const year = carousel.locator('[aria-roledescription="étape"] p').first();
      await expect(year).toHaveText("2020");
      await page.clock.runFor(4_000);
      await expect(year).toHaveText("2021");
      await carousel.getByRole("button", { name: "Étape suivante" }).click();
      await expect(year).toHaveText("2022");
      await carousel.getByRole("button", { name: "Étape précédente" }).click();
      await expect(year).toHaveText("2021");
      await carousel.getByRole("button", { name: "Aller à 2025" }).click();
      await expect(year).toHaveText("2025");
      await carousel.getByRole("button", { name: "Étape suivante" }).click();
      await expect(year).toHaveText("2020");
      await page.clock.resume();
      await expectAccessible(page);
    });
  });

  test.describe("without JavaScript at 390 px", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the whole timeline is readable", async ({ page }) => {
      await page.goto("/apropos");
      const history = page.getByRole("region", { name: "De Logpom à l'Afrique francophone" });
      for (const year of ["2020", "2025"]) await expect(history.getByText(year, { exact: true })).toBeVisible();
    });
  });
});

const legalPages = [
  { path: "/mentions-legales", title: "Mentions légales", sections: 9, noindex: true },
  { path: "/politique-de-confidentialite", title: "Politique de confidentialité", sections: 9, noindex: true },
  { path: "/conditions-generales-de-vente", title: "Conditions générales de vente", sections: 13, noindex: false },
];

test.describe("legal pages", () => {
  for (const legal of legalPages) {
    test(`${legal.title}: accordion cards, one open at a time, opened card scrolled under the navbar`, async ({ page }) => {
      await page.goto(legal.path);
      await waitForHydration(page); // one card open at a time, scrolled under the navbar: JavaScript's part
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      const cards = page.getByRole("main").locator("details");
      await expect(cards).toHaveCount(legal.sections);
      const robots = page.locator('meta[name="robots"]');
      if (legal.noindex) await expect(robots).toHaveAttribute("content", /noindex/);
      else await expect(robots).toHaveCount(0);

      const middle = cards.nth(Math.floor(legal.sections / 2));
      await middle.locator("summary").click();
      await expect(middle).toHaveAttribute("open", "");
      await expect.poll(() => middle.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(120);
      await cards.nth(1).locator("summary").click();
      await expect(cards.nth(1)).toHaveAttribute("open", "");
      await expect(middle).not.toHaveAttribute("open", "");
      await expectAccessible(page);
    });
  }

  test("the legal notices show the registry numbers, phone and e-mail from the settings", async ({ page }) => {
    await page.goto("/mentions-legales");
    const main = page.getByRole("main");
    for (const card of await main.locator("details summary").all()) await card.click();
    const text = await main.textContent();
    expect(text).toContain("RC/DLA/2020/B/0000");
    expect(text).toContain("M000000000000A");
    expect(text).toContain("contact@kheops.cm");
    expect(text).not.toMatch(/\{(rccm|niu|phone|email)\}/);
  });

  test("the privacy policy is dated by the last change of its text and links to /contact; the terms link to the privacy policy", async ({
    page,
  }) => {
    await page.goto("/politique-de-confidentialite");
    await expect(page.getByText("Dernière mise à jour\u00a0: 2 décembre 2026")).toBeVisible();
    await expect(page.getByRole("main").locator('a[href="/contact"]').first()).toBeAttached();
    await expect(page.locator(".particle:visible")).toHaveCount(50);
    await page.goto("/conditions-generales-de-vente");
    await expect(page.getByRole("main").locator('a[href="/politique-de-confidentialite"]').first()).toBeAttached();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("opened cards stop 80 px under the top and no particles drift", async ({ page }) => {
      await page.goto("/politique-de-confidentialite");
      await waitForHydration(page);
      await expect(page.locator(".particle")).toHaveCount(50);
      await expect(page.locator(".particle:visible")).toHaveCount(0);
      const card = page.getByRole("main").locator("details").nth(5);
      await card.locator("summary").click();
      await expect.poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
      await expectAccessible(page);
    });
  });

  test.describe("at 800 px", () => {
    test.use({ viewport: { width: 800, height: 900 } });

    test("tablets get a 100 px offset and 35 particles", async ({ page }) => {
      await page.goto("/politique-de-confidentialite");
      await waitForHydration(page);
      await expect(page.locator(".particle:visible")).toHaveCount(35);
      const card = page.getByRole("main").locator("details").nth(5);
      await card.locator("summary").click();
      await expect.poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(100);
    });
  });
});
