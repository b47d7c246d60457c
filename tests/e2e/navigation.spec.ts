import type { Page } from "@playwright/test";
import { navbar } from "~/lib/behaviours/navbar";
import { expect, expectAccessible, openOnPausedClock, slowPhone, test, waitForHydration } from "./fixtures";

const mainLinks = ["Accueil", "Services", "Kheopscope", "Boutique", "À propos"];

/**
 * Scrolls the page down by `deltaY` px and resolves once the page has dispatched
 * the scroll event that gets there: the navbar's scroll listener, added at
 * hydration before this one, has heard it. An instant scroll, not the wheel: on a
 * loaded machine a wheel's scroll now and then never came (about 1 run in 10).
 */
async function scrollDown(page: Page, deltaY: number) {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        const target = window.scrollY + delta;
        const onScroll = () => {
          if (window.scrollY < target) return;
          window.removeEventListener("scroll", onScroll);
          resolve();
        };
        window.addEventListener("scroll", onScroll);
        window.scrollTo({ top: target, behavior: "instant" });
      }),
    deltaY,
  );
}

/**
 * Resolves once the page has run the tasks queued so far. React renders a state
 * update made outside an event (here, by the navbar's timer) in a task it posts
 * through a MessageChannel; a message posted after it waits in the same queue of
 * posted messages, behind it, so the DOM then shows whatever that update changed.
 */
async function renderedQueuedUpdates(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

test.describe("navbar at 1280 px", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("lists the five pages, the currency selector and the quote button, and marks the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const label of mainLinks) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Accueil", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Demander un devis" })).toHaveAttribute("href", "/contact");
    await expect(nav.getByText("Changer de devise")).toHaveCount(0);
    await expect(nav.getByLabel(/Changer de devise/)).toBeVisible();
    await expectAccessible(page);
  });

  test("shrinks its padding once the page is scrolled past 50 px", async ({ page }) => {
    // The navbar checks the scroll at most every 50 ms, on a timer: on the paused
    // clock, that check runs when runFor() moves time past it.
    await openOnPausedClock(page, "/");
    const header = page.getByRole("banner");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const before = await nav.evaluate((element) => element.getBoundingClientRect().height);
    await scrollDown(page, 40);
    await page.clock.runFor(50);
    await renderedQueuedUpdates(page);
    await expect(header).not.toHaveAttribute(navbar.attributes.scrolled);
    await scrollDown(page, 200);
    await page.clock.runFor(50);
    await expect(header).toHaveAttribute(navbar.attributes.scrolled, "");
    // The padding eases to its new size with a CSS transition, which runs on the real clock.
    await expect.poll(() => nav.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(before);
  });

  test("turns dark and gold on the boutique pages", async ({ page }) => {
    await page.goto("/");
    const light = await page.getByRole("banner").evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto("/boutique");
    const dark = await page.getByRole("banner").evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(light).not.toBe(dark);
    // Dark navy, partly transparent.
    const [r = 255, g = 255, b = 255, alpha = 1] = (dark.match(/[\d.]+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(100);
    expect(alpha).toBeLessThan(1);
  });

  test("the back-to-top button scrolls smoothly back to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Haut de page" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("link", { name: "Haut de page" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("drawer at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 404/] });

  test("opens from the menu button with the same links, closes with Escape, and works from the keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page); // before it, Enter follows the link to the drawer's CSS-only (:target) form
    await expect(
      page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Services", exact: true }),
    ).toBeHidden();
    const menuButton = page.getByRole("link", { name: "Ouvrir le menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const label of mainLinks) await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Demander un devis" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("opened before the page's script has started, it still closes after following one of its links", async ({ page }) => {
    // The scripts are held until the menu is open, as on a slow phone tapped at once.
    const { release } = await slowPhone(page);
    await page.goto("/n-existe-pas", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), "the page's script had run").toBe(false);
    release();
    await waitForHydration(page);
    await expect(drawer).toBeVisible();

    await drawer.getByRole("link", { name: "Accueil", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });

  test("closes after following one of its links", async ({ page }) => {
    await page.goto("/n-existe-pas");
    await page.getByRole("link", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Accueil", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });

  test("forces reduced motion on narrow screens", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 404/] });

  test("the menu link still opens the drawer and its links navigate", async ({ page }) => {
    await page.goto("/n-existe-pas");
    await page.getByRole("link", { name: "Ouvrir le menu" }).click();
    const drawer = page.locator("#menu-mobile");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Accueil", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("404", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page non trouvée" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
