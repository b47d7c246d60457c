import type { Browser, Page, Request } from "@playwright/test";
import { cookieChoiceMade, expect, expectAccessible, openOnPausedClock, test, waitForHydration } from "./fixtures";

// Data-saver mode (app/lib/data-saver.ts): asked by the browser (Save-Data: on) or chosen in the
// footer, it renders the light version. What a first view costs is measured in bytes on a phone,
// with and without it.

const diagramArticle = "/kheopscope/comment-repondre-cest-trop-cher-whatsapp";
const chartsArticle = "/kheopscope/instagram-reels-vs-tiktok";
const saveData = { "Save-Data": "on" };
/** The smallest width of our pictures: 480 px, 320 for portraits, 300 for e-book covers. */
const smallestPicture = /-(480|320|300)\.webp$/;

/** A mid-range Android phone: 412 × 915 CSS pixels, 2.625 device pixels each. */
const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

/** Scrolls to the end of the page a screen at a time, letting each position paint (lazy pictures, the diagram). */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: "instant" });
      await painted();
    }
  });
}

interface FirstView {
  /** Headers and bodies as they crossed the network (compressed). */
  bytes: number;
  /** The same, by kind of resource: document, script, image… */
  byType: Record<string, number>;
  urls: string[];
}

/**
 * A new visitor's first view of `path` on a phone, read to its end: the bytes of every response
 * received once what the page shows says it is complete (`shown`) and every picture has loaded.
 * No service worker: its install would download files the page itself does not ask for.
 */
async function firstView(
  browser: Browser,
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  shown: (page: Page) => Promise<void>,
): Promise<FirstView> {
  const context = await browser.newContext({
    ...phone,
    baseURL,
    locale: "fr-FR",
    serviceWorkers: "block",
    storageState: cookieChoiceMade("refused"),
    extraHTTPHeaders: headers,
  });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const finished: Request[] = [];
    page.on("requestfinished", (request) => finished.push(request));
    await page.goto(path);
    await waitForHydration(page);
    await readToTheEnd(page);
    await shown(page);
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout: 30_000 }).toBe(true);
    const received = [...finished];
    const sizes = await Promise.all(received.map(async (request) => ({ type: request.resourceType(), ...(await request.sizes()) })));
    expect(problems).toEqual([]);
    const byType: Record<string, number> = {};
    for (const size of sizes) byType[size.type] = (byType[size.type] ?? 0) + size.responseHeadersSize + size.responseBodySize;
    return {
      bytes: Object.values(byType).reduce((total, bytes) => total + bytes, 0),
      byType,
      urls: received.map((request) => request.url()),
    };
  } finally {
    await context.close();
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const breakdown = (view: FirstView) =>
  `${kilobytes(view.bytes)} (${Object.entries(view.byType)
    .map(([type, bytes]) => `${type} ${kilobytes(bytes)}`)
    .join(", ")})`;

/** Reports the figures beside the test (and in the list reporter's output). */
function report(path: string, full: FirstView, light: FirstView): void {
  const description = `full ${breakdown(full)}; light ${breakdown(light)}`;
  test.info().annotations.push({ type: `bytes of a first view of ${path}`, description });
  console.log(`data saver, first view of ${path}: ${description}`);
}
/** The pictures of our artwork a view downloaded, as "hero/hero-1-480.avif". */
const artwork = (view: FirstView) =>
  view.urls.filter((url) => url.includes("/images/art/")).map((url) => url.split("/images/art/")[1] ?? "");

test.describe("data saver: a first view on a phone costs markedly less", () => {
  // Two views of each page, one after the other, on a shared machine: room for a slow one.
  test.setTimeout(120_000);

  test("the home page: smallest pictures, the hero's first only", async ({ browser, baseURL }) => {
    const heroDrawn = async (page: Page) => {
      await expect(page.locator('img[src*="/hero/hero-1-"]')).toBeVisible();
    };
    const full = await firstView(browser, baseURL ?? "", "/", {}, heroDrawn);
    const light = await firstView(browser, baseURL ?? "", "/", saveData, heroDrawn);
    report("/", full, light);

    expect(artwork(full).some((file) => file.startsWith("hero/hero-2-"))).toBe(true);
    expect(artwork(light).filter((file) => /^hero\/hero-[23]-/.test(file))).toEqual([]);
    expect(artwork(light).filter((file) => !/-(480|320|300)\.(avif|webp)$/.test(file))).toEqual([]);
    expect(light.bytes).toBeLessThan(full.bytes * 0.8);
  });

  test("an article with a diagram: no diagram library until asked", async ({ browser, baseURL }) => {
    const full = await firstView(browser, baseURL ?? "", diagramArticle, {}, async (page) => {
      await expect(page.locator("pre.mermaid svg")).toBeVisible({ timeout: 30_000 });
    });
    const light = await firstView(browser, baseURL ?? "", diagramArticle, saveData, async (page) => {
      await expect(page.getByRole("button", { name: "Afficher le schéma" })).toBeVisible();
      await expect(page.locator("pre.mermaid")).toContainText("Objection prix reçue");
    });
    report(diagramArticle, full, light);

    expect(light.urls.filter((url) => /flowDiagram|mermaid/i.test(url))).toEqual([]);
    expect(full.urls.some((url) => /flowDiagram/i.test(url))).toBe(true);
    expect(light.bytes).toBeLessThan(full.bytes * 0.5);
  });

  test("an article with charts: their data tables", async ({ browser, baseURL }) => {
    const full = await firstView(browser, baseURL ?? "", chartsArticle, {}, async (page) => {
      await expect(page.getByRole("radio", { name: "Les deux" })).toBeChecked();
    });
    const light = await firstView(browser, baseURL ?? "", chartsArticle, saveData, async (page) => {
      await expect(page.getByRole("table", { name: "Taux d'engagement moyen par format" })).toBeVisible();
    });
    report(chartsArticle, full, light);
    expect(light.bytes).toBeLessThan(full.bytes);
  });
});

test.describe("a browser that sends Save-Data: on", () => {
  // The cookie banner answered: it would cover the footer.
  test.use({ extraHTTPHeaders: saveData, viewport: { width: 390, height: 844 }, storageState: cookieChoiceMade("refused") });

  test("gets the light home: one small hero picture, preloaded small, and carousels that move only when asked", async ({ page }) => {
    await openOnPausedClock(page, "/");
    await expect(page.locator('img[src*="/hero/hero-"]')).toHaveCount(1);
    await expect(page.locator('img[src*="/hero/hero-1-"]')).toHaveAttribute("src", /hero-1-480\.webp$/);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", "/images/art/hero/hero-1-480.avif 480w");

    const carousel = page.getByRole("region", { name: "Témoignages de clients" });
    await carousel.scrollIntoViewIfNeeded();
    const current = () => carousel.locator('[aria-roledescription="diapositive"]:not([aria-hidden])').getAttribute("aria-label");
    await expect.poll(current).toBe("1 sur 3");
    await page.clock.runFor(13_000);
    await expect.poll(current).toBe("1 sur 3");
    await carousel.getByRole("button", { name: "Témoignage 2" }).click();
    await expect.poll(current).toBe("2 sur 3");
    await page.clock.runFor(13_000);
    await expect.poll(current).toBe("2 sur 3");
  });

  test("tells a diagram in words, and draws it when asked", async ({ page }) => {
    await page.goto(diagramArticle);
    await waitForHydration(page);
    const diagram = page.locator("pre.mermaid");
    await expect(diagram).toContainText("Objection prix reçue → Remercier et poser une question");
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator("svg")).toHaveCount(0);
    await page.getByRole("button", { name: "Afficher le schéma" }).click();
    await expect(diagram.locator("svg")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Afficher le schéma" })).toHaveCount(0);
  });

  test("shows the charts as accessible tables", async ({ page }) => {
    // Wide: under 400 px the article's own tables scroll sideways, which axe reports (not this mode's doing).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(chartsArticle);
    for (const name of [
      "Répartition des utilisateurs par âge",
      "Huit fonctionnalités comparées",
      "Taux d'engagement moyen par format",
      "Retour sur investissement publicitaire",
    ]) {
      await expect(page.getByRole("table", { name })).toBeVisible();
    }
    const engagement = page.getByRole("table", { name: "Taux d'engagement moyen par format" });
    await expect(engagement.getByRole("row", { name: /Vidéo TikTok/ })).toContainText("12,5\u00a0%");
    await expect(page.getByRole("radio", { name: "Les deux" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("lets the visitor choose the full version in the footer, and says the browser asked", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Économiser les données" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleDescription("Activé car votre navigateur le demande.");
    // From the keyboard: the home page still moves just after load (its scroll on arrival), and a
    // click aimed at the footer's coordinates once missed the switch while it moved (CI trace).
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAccessibleDescription("Votre navigateur le demande, mais vous avez choisi la version complète.");
    await expect(page.locator('img[src*="/hero/hero-"]')).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole("button", { name: "Économiser les données" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator('img[src*="/hero/hero-"]')).toHaveCount(3);
  });
});

test.describe("the footer's switch", () => {
  test.use({ storageState: cookieChoiceMade("refused") });

  test("turns the light version on and off at once, and keeps the choice", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Économiser les données" });
    const heroPictures = page.locator('img[src*="/hero/hero-"]');
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(heroPictures).toHaveCount(3);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(heroPictures).toHaveCount(1);
    await expect(heroPictures).toHaveAttribute("src", /hero-1-480\.webp$/);
    // Still on the same page: no navigation.
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/boutique");
    const cover = page.locator('main img[src*="/images/art/"]').first();
    await expect(page.getByRole("button", { name: "Économiser les données" })).toHaveAttribute("aria-pressed", "true");
    await expect(cover).toHaveAttribute("src", smallestPicture);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Économiser les données" }).click();
    await expect(page.getByRole("button", { name: "Économiser les données" })).toHaveAttribute("aria-pressed", "false");
    await expect(cover).not.toHaveAttribute("src", smallestPicture);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts the choice and comes back to the same page, light, then full again", async ({ page }) => {
      await page.goto("/boutique?tri=date-desc");
      const toggle = page.getByRole("button", { name: "Économiser les données" });
      const cover = page.locator('main img[src*="/images/art/"]').first();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(cover).not.toHaveAttribute("src", smallestPicture);
      await toggle.click();
      await expect(page).toHaveURL(/\/boutique\?tri=date-desc$/);
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(cover).toHaveAttribute("src", smallestPicture);

      await toggle.click();
      await expect(page).toHaveURL(/\/boutique\?tri=date-desc$/);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(cover).not.toHaveAttribute("src", smallestPicture);
    });
  });
});
