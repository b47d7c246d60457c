import type { Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";

/**
 * Who did what, on the admin journeys' site: an article saved and published by the first account says
 * so in the lists, and « Activité » has a line for each action. Other journeys sign in and write on the
 * same site at the same time: this one finds its own lines by its article's unique title, and never ends
 * a session or changes a password.
 */

/** Signs in as the first account (ADMIN_PASSWORD alone, the e-mail left empty), named « Administrateur ». */
async function logIn(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("tab", { name: "Gestion des articles" })).toBeVisible();
  await waitForHydration(page);
}

function articleTab(page: Page, name: string) {
  return page.getByRole("tab", { name: new RegExp(`^${name}`) });
}

for (const width of journeyWidths) {
  test.describe(`activity at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an article saved and published names its publisher in the list, and « Activité » has a line for each", async ({ page }) => {
      const title = `Qui a publié ce billet ${width} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
      await logIn(page);

      await page.getByLabel("Titre de l'article").fill(title);
      const content = page.getByRole("textbox", { name: "Contenu de l'article" });
      await content.click();
      await page.keyboard.type("Chaque action de l'équipe laisse une trace que les administrateurs relisent.");
      await page.getByRole("button", { name: "Enregistrer en brouillon" }).click();
      await expect(page.getByText("Article sauvegardé en brouillon", { exact: true }).first()).toBeVisible();

      await articleTab(page, "Brouillons").click();
      const draft = page
        .getByRole("tabpanel", { name: /Brouillons/ })
        .getByRole("listitem")
        .filter({ hasText: title });
      await expect(draft.getByText("Créé par Administrateur", { exact: true })).toBeVisible();
      await draft.getByRole("button", { name: new RegExp(`^Publier.*${title}`) }).click();
      await expect(page.getByText("Article publié", { exact: true }).first()).toBeVisible();

      await articleTab(page, "Publiés").click();
      const published = page
        .getByRole("tabpanel", { name: /Publiés/ })
        .getByRole("listitem")
        .filter({ hasText: title });
      await expect(published.getByText("Publié par Administrateur", { exact: true })).toBeVisible();
      await expect(published.getByText("Créé par Administrateur", { exact: true })).toBeVisible();

      await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: "Activité" }).click();
      await expect(page).toHaveURL(/\/admin\/activite$/);
      await expect(page.getByRole("heading", { level: 2, name: "Activité" })).toBeVisible();
      const lines = page.getByRole("table", { name: "Dernières actions de l'équipe" }).getByRole("row").filter({ hasText: title });
      await expect(lines).toHaveCount(2);
      // Newest first: the publication, then the save.
      await expect(lines.nth(0)).toContainText("Administrateur");
      await expect(lines.nth(0)).toContainText("A changé le statut de l'article");
      await expect(lines.nth(0)).toContainText(`${title} → Publié`);
      await expect(lines.nth(1)).toContainText("A enregistré l'article");
      await expect(lines.nth(1).getByRole("cell", { name: title, exact: true })).toBeVisible();
      await expect(lines.nth(0).locator("time")).toHaveText(/^\d{1,2} [a-zéû]+\.? \d{4}(,| à) \d{2}:\d{2}$/);

      // Nothing wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Narrowed to one person by the plain form: still there.
      await page.getByLabel("Personne").selectOption("Administrateur");
      await page.getByRole("button", { name: "Afficher" }).click();
      await expect(page).toHaveURL(/\?qui=Administrateur$/);
      await expect(page.getByRole("heading", { level: 2, name: "Activité\u00a0: Administrateur" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(2);
    });
  });
}
