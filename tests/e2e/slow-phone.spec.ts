import type { Page } from "@playwright/test";
import { expect, slowPhone, test, waitForHydration } from "./fixtures";

// On a slow phone (CPU slowed six times, the site's scripts held back until release()), what the visitor does
// before the scripts come and what they do after. The project `older-platform` (playwright.config.ts) runs
// these journeys again in pages without invoker commands or scroll-driven animations (the fixtures' olderPlatform).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const enhanced = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"));
// A page of a slow phone is parsed for seconds; an island's code, once released, is evaluated at a sixth of the speed.
const slowly = { timeout: 20_000 };

test("the contact form wakes with the messages of the fields emptied and left before it woke, and keeps giving them", async ({ page }) => {
  const { release } = await slowPhone(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const main = page.getByRole("main");
  const subject = main.getByLabel("Sujet");
  await subject.tap();
  await page.keyboard.type("Devis");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Bonjour");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  // The message left for the e-mail field.
  await main.getByLabel("Adresse e-mail").tap();
  expect(await enhanced(page), "the page's script had not run").toBe(false);
  release();

  // Woken, the form says what it would have said awake, and only that: the e-mail, only entered, says nothing yet.
  await expect(main.getByText("Le sujet est requis.")).toBeVisible(slowly);
  await expect(main.getByText("Le message est requis.")).toBeVisible();
  await expect(main.getByText("Email invalide.")).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Envoyer le message" })).toBeDisabled();

  // Awake, the same gestures give the same messages.
  await main.getByLabel("Prénom").tap();
  await page.keyboard.type("a");
  await expect(main.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
  await subject.tap();
  await page.keyboard.type("Devis");
  await expect(main.getByText("Le sujet est requis.")).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await expect(main.getByText("Le sujet est requis.")).toBeVisible();
});

test("the e-book's cover opens its zoom, before the scripts where the browser can, and after them everywhere", async ({
  page,
  olderPlatform,
}) => {
  const { release } = await slowPhone(page);
  await page.goto("/boutique/la-methodologie-de-la-vente", { waitUntil: "commit" });
  const cover = page.getByRole("button", { name: /Agrandir la couverture/ });
  const zoom = page.getByRole("dialog", { name: /Couverture/ });
  const zoomOpen = () => page.evaluate(() => document.querySelector("dialog")?.open === true);
  await cover.tap();
  if (olderPlatform) {
    // Without invoker commands the button does nothing by itself: the engine's own action is taken away here
    // (it would have opened the dialog during the tap), and the way back comes with the page's script.
    expect(await zoomOpen(), "the engine's invoker action was not taken away").toBe(false);
  } else {
    await expect(zoom).toBeVisible();
    await zoom.getByRole("button", { name: "Fermer" }).tap();
    await expect(zoom).toBeHidden();
  }
  expect(await enhanced(page), "the page's script had not run").toBe(false);
  release();
  await waitForHydration(page);

  await cover.tap();
  await expect(zoom).toBeVisible();
  await zoom.getByRole("button", { name: "Fermer" }).tap();
  await expect(zoom).toBeHidden();
  // A tap anywhere closes it too (spec), and so does Escape.
  await cover.tap();
  await expect(zoom).toBeVisible();
  await zoom.tap({ position: { x: 20, y: 300 } });
  await expect(zoom).toBeHidden();
  await cover.tap();
  await expect(zoom).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
});

test("the phone's country answers a tap before the island's code, and its search answers one after, from the page alone", async ({
  page,
}) => {
  const { release } = await slowPhone(page);
  // The phone rules (libphonenumber and its metadata, 51 KB gzip) never come: the search must not need them.
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    if ((await (await route.fetch()).text()).includes("country_calling_codes")) return;
    await route.fallback();
  });
  await page.goto("/services/formulaire-de-souscription", { waitUntil: "commit" });
  const form = page.getByRole("main");
  const country = form.getByLabel("Pays", { exact: true });
  const phone = form.getByLabel("Téléphone");
  await country.tap();
  await country.selectOption("SN");
  await expect(country).toHaveValue("SN");
  await phone.tap();
  await page.keyboard.press("End");
  await page.keyboard.type("771234567");
  expect(await enhanced(page), "the page's script had not run").toBe(false);
  release();

  // The island wakes into that choice and that number, and its search answers with the page's own countries.
  const picker = form.getByRole("button", { name: /Choisir l'indicatif du pays/ });
  await expect(picker).toContainText("SN", slowly);
  await expect(phone).toHaveValue("+221 771234567");
  await expect(country).toBeHidden();
  await picker.tap();
  const search = page.getByRole("combobox", { name: "Rechercher un pays..." });
  await expect(search).toBeFocused();
  await search.fill("cote d");
  await expect(page.getByRole("option")).toHaveText([/Côte d’Ivoire\s*\+225\s*CI/]);
  await page.keyboard.press("Enter");
  await expect(search).toBeHidden();
  await expect(picker).toContainText("CI");
  // Changing the country clears the number.
  await expect(phone).toHaveValue("+225 ");
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the phone's country being chosen when the island wakes stays under the finger until it is left", async ({ page }) => {
  const { release } = await slowPhone(page);
  await page.goto("/services/formulaire-de-souscription", { waitUntil: "commit" });
  const form = page.getByRole("main");
  const country = form.getByLabel("Pays", { exact: true });
  await country.focus();
  release();
  // Awake (its button now waits for a valid form), the island leaves the list where the visitor is.
  await expect(form.getByRole("button", { name: "Confirmer ma souscription" })).toBeDisabled(slowly);
  await expect(country).toBeFocused();
  await country.selectOption("CI");
  await expect(form.getByLabel("Téléphone")).toHaveValue("+225 ");
  await form.getByLabel("Téléphone").tap();
  await expect(form.getByRole("button", { name: /Choisir l'indicatif du pays/ })).toContainText("CI");
  await expect(country).toBeHidden();
});

test("a legal page's section opens before the scripts, and is scrolled under the navigation bar once they run", async ({ page }) => {
  const { release } = await slowPhone(page);
  await page.goto("/mentions-legales", { waitUntil: "commit" });
  await expect(page.getByRole("contentinfo")).toBeAttached(slowly);
  const cards = page.getByRole("main").locator("details");
  await cards.nth(2).locator("summary").tap();
  await expect(cards.nth(2)).toHaveAttribute("open", "");
  expect(await enhanced(page), "the page's script had not run").toBe(false);
  release();
  await waitForHydration(page);
  const card = cards.nth(6);
  await card.locator("summary").tap();
  await expect(card).toHaveAttribute("open", "");
  await expect(cards.nth(2)).not.toHaveAttribute("open", "");
  await expect.poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  // Chromium takes the `@supports (animation-timeline: scroll())` branch whatever a page's script says: the
  // stylesheet is read here as a browser without scroll-driven animations would take it.
  test("where scroll-driven animations are missing, the parallax circles and the progress bar are not shown", async ({ page }) => {
    await page.goto("/");
    const parallax = page.locator(".parallax").first();
    const progress = page.locator(".scroll-progress");
    await expect(progress).toBeAttached();
    await expect(parallax).toBeAttached();
    const unguarded = await page.evaluate(() => {
      const found: string[] = [];
      const visit = (rules: CSSRuleList, guarded: boolean) => {
        for (const rule of rules) {
          const timeline = rule instanceof CSSStyleRule ? rule.style.getPropertyValue("animation-timeline") : "";
          if (!guarded && timeline !== "" && !/^(auto|initial)(, *auto)*$/.test(timeline)) found.push((rule as CSSStyleRule).selectorText);
          const supported = rule instanceof CSSSupportsRule && /^\(animation-timeline/.test(rule.conditionText.trim());
          if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules, guarded || supported);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
      return found;
    });
    expect(unguarded, "rules with a scroll timeline outside @supports (animation-timeline: …)").toEqual([]);

    // Where they exist (this Chromium), the bar follows the scroll: half-way down, neither empty nor full (the
    // sections below the fold take their real height as they come near, so not exactly half).
    await page.evaluate(() =>
      window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: "instant" }),
    );
    const filled = () => progress.evaluate((element) => Number.parseFloat(getComputedStyle(element).backgroundSize) / 100);
    await expect.poll(filled).toBeGreaterThan(0.2);
    expect(await filled()).toBeLessThan(0.8);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

    // The stylesheet as such a browser takes it: the positive branches left out, the negative ones applied.
    await page.evaluate(() => {
      const taken: string[] = [];
      const take = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSSupportsRule && /animation-timeline/.test(rule.conditionText)) {
            if (/^not\b/.test(rule.conditionText.trim())) take(rule.cssRules);
          } else taken.push(rule.cssText);
        }
      };
      for (const sheet of document.styleSheets) {
        take(sheet.cssRules);
        sheet.disabled = true;
      }
      const older = new CSSStyleSheet();
      older.replaceSync(taken.join("\n"));
      document.adoptedStyleSheets = [older];
    });
    await expect(progress).toBeHidden();
    await expect(parallax).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
