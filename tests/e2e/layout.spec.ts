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

  // Chromium runs a scroll-driven animation of `transform`, `translate`, `opacity`… on its compositor, which then draws
  // a frame every 16 ms for as long as the page is open, scrolled or not (decision 040). Ours animate what only the
  // main thread lays out or paints, which it does when the page scrolls.
  test("the progress bar and the parallax circles follow the scroll without keeping the compositor drawing", async ({ page }) => {
    await page.goto("/");
    const compositedProperties = ["transform", "translate", "rotate", "scale", "opacity", "filter", "backdropFilter", "clipPath"];
    const scrollDriven = () =>
      page.evaluate(
        (composited) =>
          document
            .getAnimations()
            .filter((animation) => animation.timeline?.constructor.name === "ScrollTimeline")
            .map((animation) => {
              const effect = animation.effect as KeyframeEffect;
              const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame));
              return {
                element: (effect.target as Element).className.split(" ")[0],
                composited: properties.filter((property) => composited.includes(property)),
              };
            }),
        compositedProperties,
      );
    const animations = await scrollDriven();
    expect(animations.map((animation) => animation.element).sort()).toEqual(["parallax", "parallax", "parallax", "scroll-progress"]);
    expect(animations.filter((animation) => animation.composited.length > 0)).toEqual([]);

    const circleTops = () =>
      page.locator(".parallax").evaluateAll((circles) => circles.map((circle) => circle.getBoundingClientRect().top + window.scrollY));
    const before = await circleTops();
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    // Rates 0.25, -0.15 and 0.4 (lib/ui/parallax-circles.tsx): 100, -60 and 160 px over 400 px of scroll.
    await expect
      .poll(async () => (await circleTops()).map((top, index) => Math.round(top - (before[index] ?? 0))))
      .toEqual([100, -60, 160]);
  });
});
