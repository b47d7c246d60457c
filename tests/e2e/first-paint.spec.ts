import { readdirSync } from "node:fs";
import { indexablePages, noindexPages } from "../../app/lib/seo/public-pages";
import { stylesheetFirstScript } from "../../app/lib/ui/stylesheet-first";
import { expect, test, waitForHydration } from "./fixtures";

// Issues 14 and 21: the text is painted before any of the site's JavaScript is fetched, and an article's
// body travels once (in the HTML): no hydration data repeats it, no script replaces it.

const article = "/kheopscope/strategie-facebook-2025";

test("no script holds the first paint back, and the page's script then runs", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
      .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, blocking: entry.renderBlockingStatus })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script, script.name).toMatchObject({ blocking: "non-blocking" });
  // The page's code came without a <link rel=modulepreload> per chunk: inserting them cost the main thread (astro.config.ts).
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});

test("no public page loads React on its first view: an island wakes when the visitor reaches for it", async ({ page }) => {
  // Issue 41: React DOM is 97 KiB of script that a phone would parse in its busiest seconds.
  const articles = readdirSync(new URL("../../app/content/articles/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/kheopscope/${file.replace(/\.md$/, "")}`);
  for (const path of [...indexablePages.map((entry) => entry.path), ...noindexPages, ...articles]) {
    await page.goto(path);
    await waitForHydration(page);
    const react = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => /^\/_astro\/(react|client)\./.test(name)),
    );
    expect(react, path).toEqual([]);
  }
});

test("the first screen is painted in one go: the parser waits for the stylesheet once, before the body", async ({ page }) => {
  // Issue 41: Astro's island scripts, written at the top of <main>, held the parser until the stylesheet came; the
  // first frame then showed the navbar alone, the hero a frame later. The cookie banner, read last, came later still.
  // A page without an island has none of them (decision 031); one with an island has them before the stylesheet.
  // The one classic script after the stylesheet opens the body, so nothing of the page is read before it (decision 032).
  const withIslands = ["/services", "/contact"];
  for (const path of ["/", "/kheopscope", article, "/kheopscope/instagram-reels-vs-tiktok", ...withIslands]) {
    await page.goto(path);
    const order = await page.evaluate((waitingScript) => {
      const stylesheet = document.querySelector('link[rel="stylesheet"]');
      const classicInline = [...document.querySelectorAll("script:not([src]):not([type])")];
      const bodyFirst = document.body.firstElementChild;
      const banner = document.getElementById("choix-cookies");
      const main = document.querySelector("main");
      const before = (a: Node | null, b: Node | null) => !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        islandScripts: classicInline.filter((script) => script !== bodyFirst).length,
        islandScriptsBeforeStylesheet: classicInline.every((script) => script === bodyFirst || before(script, stylesheet)),
        bodyOpensWithTheWaitingScript: classicInline.includes(bodyFirst as Element) && bodyFirst?.textContent === waitingScript,
        bannerBeforeMain: before(banner, main),
      };
    }, stylesheetFirstScript);
    if (withIslands.includes(path)) expect(order.islandScripts, path).toBeGreaterThan(0);
    else expect(order.islandScripts, path).toBe(0);
    expect(order, path).toMatchObject({ islandScriptsBeforeStylesheet: true, bodyOpensWithTheWaitingScript: true, bannerBeforeMain: true });
  }
});

test("the body is read once the stylesheet has come, so the page is laid out once, with its styles", async ({ page }) => {
  // Decision 032: Chromium may lay a loading page out before its stylesheet has come (a task from its input queue).
  // Had the parser read the body by then, every element would be laid out unstyled, then again with the styles.
  let release = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  // The article's picture is in its body: once the browser asks for it, the body's bytes are in the page.
  const pictureAsked = page.waitForRequest(/\/images\/art\/articles\//);
  const loaded = page.goto(article);
  await pictureAsked;
  expect(await page.evaluate(() => document.querySelector("main") !== null), "<main> read before the stylesheet").toBe(false);
  release();
  await loaded;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main")).toHaveCount(1);
});

test("the first frame waits for the page itself: no frame is drawn before <main> has been read", async ({ page }) => {
  // Decision 037: once the stylesheet came, Chromium drew a frame of the empty body before the parser read on. The
  // page's first frame, and its first animation frame with it, now comes once <main> is in the document.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { mainInFirstFrame?: boolean }).mainInFirstFrame = document.getElementById("contenu") !== null;
    });
  });
  // The stylesheet is held until the page's HTML has come, as on a slow network: the parser then waits for it at
  // the top of the body (decision 032), and the empty body could be drawn the moment it comes. A route also turns
  // the browser's cache off, so every page asks for the stylesheet again.
  let stylesheetHeld = Promise.resolve();
  let releaseStylesheet = () => {};
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  for (const path of ["/", "/kheopscope", article, "/contact"]) {
    stylesheetHeld = new Promise<void>((resolve) => {
      releaseStylesheet = resolve;
    });
    const htmlCame = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const loaded = page.goto(path);
    await (await htmlCame).finished();
    releaseStylesheet();
    await loaded;
    const firstFrame = await page.evaluate(() => (window as { mainInFirstFrame?: boolean }).mainInFirstFrame);
    expect(firstFrame, path).toBe(true);
  }
});

test("the site's script, with every page's own code, is asked for once the first paint is on the screen, in two files", async ({
  page,
}) => {
  // Issue 41: asked for in the frame of the first paint, a page's code still shared the first round trips with the
  // stylesheet and the first picture on a slow phone, where that frame can take long to reach the screen. The site's
  // script, a <script src> the parser found, came with the stylesheet (decision 028). A page's own code came in up to
  // eight more files, each a step in a chain of imports (decision 029).
  for (const path of ["/", "/contact", "/kheopscope", article, "/boutique"]) {
    await page.goto(path);
    await waitForHydration(page);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /^\/_astro\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname.split("/").pop()?.split(".")[0], asked: entry.startTime })),
    }));
    expect(painted, path).toBeDefined();
    expect(scripts.map((script) => script.name).sort(), path).toEqual(["enhance", "enhancements"]);
    for (const script of scripts)
      expect(script.asked, `${path}: ${script.name}`).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
  }
});

test("a page asks for no SVG file and no icon as it loads: its icons, its own included, are in its HTML", async ({ page }) => {
  // Decision 030: Chromium builds an SVG file pointed at by <use href> or named as the page's icon into a document of
  // its own, on the page's main thread. Decision 034: the page's icon is a PNG in a data: address, not a request.
  for (const path of ["/", "/contact", article, "/boutique"]) {
    const requests: string[] = [];
    const collect = (request: { url: () => string }) => {
      if (/\.(svg|ico)$/.test(new URL(request.url()).pathname)) requests.push(request.url());
    };
    page.on("request", collect);
    await page.goto(path);
    await waitForHydration(page);
    page.off("request", collect);
    expect(requests, path).toEqual([]);
    await expect(page.locator('link[rel="icon"]'), path).toHaveAttribute("href", /^data:image\/png;base64,[\w+/]+=*$/);
    await expect(page.locator("svg use"), path).toHaveCount(0);
    await expect(page.locator('header svg[aria-hidden="true"] path').first(), path).toBeAttached();
  }
});

test("the web app's manifest is named once the page is painted, not in its HTML", async ({ page, request }) => {
  // Decision 034: named in the HTML, the manifest and the icon it leads Chromium to fetch shared the first round trips
  // with the stylesheet and the page's picture.
  for (const path of ["/", article]) {
    expect(await (await request.get(path)).text(), path).not.toContain('rel="manifest"');
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute("href", "/manifest.webmanifest");
  }
  // Chromium reads the manifest named late as it would one in the HTML: the site can still be installed.
  const devtools = await page.context().newCDPSession(page);
  const manifest = await devtools.send("Page.getAppManifest");
  expect({ url: new URL(manifest.url).pathname, errors: manifest.errors }).toEqual({ url: "/manifest.webmanifest", errors: [] });
});

test("an article's body is in its HTML once, and stays once the page's scripts have run", async ({ page, request }) => {
  const html = await (await request.get(article)).text();
  const firstParagraph = /<div class="article-html"><p>([^<]{40,}?)<\/p>/.exec(html)?.[1];
  expect(firstParagraph).toBeDefined();
  const sample = (firstParagraph ?? "").slice(0, 60);
  expect(html.split(sample)).toHaveLength(2);

  await page.goto(article);
  await waitForHydration(page);
  const body = page.locator(".article-body");
  await expect(body).toContainText(sample);
  // Another article the page links to: which ones the sidebar lists follows the views, that other journeys add to,
  // and a phone's layout hides some; the first one shown, whichever it is.
  const otherArticle = page
    .locator(`a[href^="/kheopscope/"]:not([href="${article}"]):not([href*="?"]):not([href*="#"]):not([href*="."])`)
    .filter({ visible: true })
    .first();
  const otherPath = (await otherArticle.getAttribute("href")) ?? "";
  expect(otherPath).toMatch(/^\/kheopscope\/[a-z0-9-]+$/);
  await otherArticle.click();
  await expect(page).toHaveURL(otherPath);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  await expect(page.locator(".article-body")).not.toContainText(sample);
  await page.goBack();
  await expect(page).toHaveURL(article);
  await expect(body).toContainText(sample);
  expect(await page.content()).not.toContain(`"${sample}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of the home page is in the document and shown", async ({ page }) => {
    await page.goto("/");
    for (const name of [
      "Six façons de faire grandir votre activité en ligne",
      "Ils nous ont confié leur présence en ligne",
      "Recevez nos conseils pour vendre en ligne",
    ]) {
      await expect(page.getByRole("heading", { name, exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // React never moves a Suspense boundary's content out of place, hidden, for a script to reveal.
    expect(await page.locator("div[hidden][id^='S:']").count()).toBe(0);
  });
});

test("the next page is made ready ahead of a click from the visitor's first move, never for a visitor saving data", async ({
  page,
  browser,
  baseURL,
}) => {
  // Decision 028: a Speculation-Rules header made the browser fetch the rules with the stylesheet.
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (directive: string) => void }).reportViolation(event.violatedDirective),
    );
  });
  const response = await page.goto("/contact");
  expect(response?.headers()["speculation-rules"]).toBeUndefined();
  await waitForHydration(page);
  const rules = page.locator('script[type="speculationrules"]');
  // Decision 029: none while the page loads, where matching the links to them cost a long task.
  await expect(rules).toHaveCount(0);
  await page.mouse.move(40, 300);
  await expect(rules).toHaveCount(1);
  const parsed = JSON.parse((await rules.textContent()) ?? "{}") as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(["prefetch", "prerender"]);
  expect(violations).toEqual([]);

  const saving = await browser.newContext({ baseURL, extraHTTPHeaders: { "Save-Data": "on" } });
  try {
    const light = await saving.newPage();
    await light.goto("/contact");
    await waitForHydration(light);
    await light.mouse.move(40, 300);
    await expect(light.locator('script[type="speculationrules"]')).toHaveCount(0);
  } finally {
    await saving.close();
  }
});
