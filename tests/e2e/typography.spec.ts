import type { Page } from "@playwright/test";
import { cookieChoiceMade, expect, test } from "./fixtures";

/**
 * Every number followed by its unit in the page's main text (« 5 000 FCFA », « 30 jours », « 14 min »), with whether
 * it is drawn on more than one line. Only numbers whose digits and unit share one text node are measured.
 */
async function numbersOnSeveralLines(page: Page): Promise<{ measured: number; broken: string[] }> {
  return page.locator("main").evaluate((main) => {
    const pattern =
      /(?<![\d,.])\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d+)?[\s\u00a0\u202f]+(?:FCFA|F|€|\$|%|jours|mois|min|h|pages)(?![\p{L}\d])/gu;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    let measured = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        measured++;
        if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) broken.push(match[0]);
      }
    }
    return { measured, broken };
  });
}

test.describe("at 390 px, numbers never break across lines", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: cookieChoiceMade("refused") });

  for (const path of [
    "/boutique",
    "/boutique/vendre-avec-0f",
    "/services/community-management",
    "/services",
    "/kheopscope/strategie-facebook-2025",
    "/kheopscope/comment-repondre-cest-trop-cher-whatsapp",
    "/kheopscope/instagram-reels-vs-tiktok",
    "/kheopscope/marketing-influence-afrique-francophone-guide-complet",
    "/conditions-generales-de-vente",
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.locator("details").evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const { measured, broken } = await numbersOnSeveralLines(page);
      expect(measured).toBeGreaterThan(0);
      expect(broken).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the shop FAQ links to the contact page from its answer", async ({ page }) => {
    await page.goto("/boutique");
    await page.getByText("Que faire en cas de problème ou pour demander un remboursement ?").click();
    const answer = page.locator("details[open]");
    await expect(answer).not.toContainText("(/contact)");
    await answer.getByRole("link", { name: "page de contact" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("portraits are described with French elision", async ({ page }) => {
    await page.goto("/apropos");
    await expect(page.getByRole("img", { name: "Portrait illustré d'Arnaud Fotso Kamdem" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Expertises d'Arnaud Fotso Kamdem" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Portrait illustré de Mireille Ngo Biyong" })).toBeVisible();
  });
});
