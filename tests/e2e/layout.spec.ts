import { expect, test } from "./fixtures";

/**
 * The 1 280 px pass of `npm test`, whose journeys run at 390 px (the heavy tier runs them at both widths):
 * every page of the sitemap, and the legal pages, laid out for a desktop.
 */
test.describe("every public page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has the desktop navigation, its heading, and no sideways scrolling", async ({ page, request }) => {
    // About thirty pages in one journey: a guard against a stuck page, not a measure.
    test.setTimeout(240_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of [...paths, "/mentions-legales", "/politique-de-confidentialite"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      await expect(nav.getByRole("link", { name: "Services", exact: true }), path).toBeVisible();
      await expect(page.getByRole("button", { name: /menu/i }), path).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
