import { e2eAdminPassword } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** The 1 280 px pass of the staff's screens in `npm test`, whose admin journeys run at 390 px. */
test.describe("every admin screen at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("has the sections in one row, the five counts side by side, and no sideways scrolling", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("tab", { name: "Gestion des articles" })).toBeVisible();
    const screens = [
      "/admin",
      "/admin/articles?statut=publie",
      "/admin/images",
      "/admin/demandes",
      "/admin/abonnes",
      "/admin/audience",
      "/admin/sante",
      "/admin/activite",
      "/admin/reglages",
      "/admin/equipe",
      "/admin/compte",
    ];
    for (const path of screens) {
      await page.goto(path);
      const sections = page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link");
      await expect(sections.first(), path).toBeVisible();
      const tops = await sections.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${path}: the sections in one row`).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    for (const path of ["/admin", "/admin/images"]) {
      await page.goto(path);
      const cards = page.getByRole("region", { name: "Vue d'ensemble des articles" }).getByRole("listitem");
      await expect(cards).toHaveCount(5);
      const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${path}: the five counts side by side`).toBe(1);
    }
  });
});
