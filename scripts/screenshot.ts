// Takes full-page screenshots of a running site at 390 px and 1280 px in Debian's Chromium.
// Usage: tsx scripts/screenshot.ts http://localhost:3000 / /contact ...  (PNGs go to bench-results/screenshots/)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = "bench-results/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 800 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      // Instant: the site scrolls smoothly on wide screens, and a capture taken mid-scroll shows the middle of the page.
      window.scrollTo({ top: 0, behavior: "instant" });
      // The bar that hides while scrolling down comes back with a transition: wait for it, not for endless animations.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      );
    });
    await page.waitForLoadState("networkidle");
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== "0" });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
