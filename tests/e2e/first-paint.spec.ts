import { expect, test, waitForHydration } from "./fixtures";

// Issue 14: the text is painted before any of the application's JavaScript is fetched, and an article's
// body travels once (in the HTML), not a second time in the hydration data.

const article = "/kheopscope/strategie-facebook-2025";
const otherArticle = "/kheopscope/instagram-reels-vs-tiktok";

test("the page is painted before its scripts are fetched, then hydrates", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const { firstPaint, firstScript } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
});

test("an article's body is in its HTML once, and stays through hydration and client navigation", async ({ page, request }) => {
  const html = await (await request.get(article)).text();
  const firstParagraph = /<div class="article-html"><p>([^<]{40,}?)<\/p>/.exec(html)?.[1];
  expect(firstParagraph).toBeDefined();
  const sample = (firstParagraph ?? "").slice(0, 60);
  expect(html.split(sample)).toHaveLength(2);
  // A client navigation's data does carry the body.
  expect(await (await request.get(`${article}.data`)).text()).toContain(sample);

  await page.goto(article);
  await waitForHydration(page);
  const body = page.locator(".article-body");
  await expect(body).toContainText(sample);
  await page.locator(`a[href="${otherArticle}"]`).first().click();
  await expect(page).toHaveURL(otherArticle);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Reels");
  await page.goBack();
  await expect(page).toHaveURL(article);
  await expect(body).toContainText(sample);
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
