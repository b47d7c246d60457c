import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");

for (const { path, title } of [
  { path: "/kheopscope/strategie-facebook-2025", title: "Stratégie Facebook 2025" },
  { path: "/boutique/vendre-avec-0f", title: "Vendre avec 0" },
]) {
  test(`${path} has its own 1200×630 JPEG share card, described`, async ({ page, request }) => {
    await page.goto(path);
    const image = (await meta(page, "og:image")) ?? "";
    expect(image).toMatch(/\/partage\/(kheopscope|boutique)\/[a-z0-9-]+\.jpg$/);
    expect(await meta(page, "og:image:type")).toBe("image/jpeg");
    expect([await meta(page, "og:image:width"), await meta(page, "og:image:height")]).toEqual(["1200", "630"]);
    expect(await meta(page, "og:image:alt")).toContain(title);
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(image);

    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const size = await sharp(await response.body()).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });

    // The same card again: the browser's copy is still good.
    const again = await request.get(new URL(image).pathname, { headers: { "if-none-match": response.headers().etag ?? "" } });
    expect(again.status()).toBe(304);
  });
}

test("only existing articles and e-books have a card", async ({ request }) => {
  for (const path of ["/partage/kheopscope/article-inconnu.jpg", "/partage/boutique/livre-inconnu.jpg", "/partage/autre/x.jpg"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
