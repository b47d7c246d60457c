import type { Page } from "@playwright/test";
import { recoveryText } from "../../app/content/admin/recovery";
import { expect, expectAccessible, journeyWidths, test, widthTag } from "./fixtures";
import { createWriterAccount, mailedLink, mailsTo } from "./support/staff-accounts";

/**
 * « Mot de passe oublié » on the admin journeys' site, whose mails go to the journeys' SMTP server
 * (journey-services.ts): the mail arrives, its link opens the form once, the new password signs in.
 * Each journey has a writer of its own (support/staff-accounts.ts): the first account's password, which
 * every other admin journey signs in with, never changes here.
 */

const sentSentence = recoveryText.forgotten.sent;

/** Asks for a link for `email` from the sign-in page, as a person does. */
async function askForLink(page: Page, email: string) {
  await page.goto("/admin");
  await page.getByRole("link", { name: /^Mot de passe oublié/ }).click();
  await expect(page.getByRole("heading", { name: "Mot de passe oublié" })).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByRole("status")).toHaveText(sentSentence);
}

/** The link of the one mail `email` received, once it has arrived. */
const resetLink = (email: string) => mailedLink(email, "Votre lien pour choisir un nouveau mot de passe");

for (const width of journeyWidths) {
  test.describe(`forgotten password at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a writer gets a link by mail, chooses a new password, is signed in; the link works once", async ({ page, browser, baseURL }) => {
      const { email } = await createWriterAccount("Awa Ndiaye", "l'ancien mot de passe perdu");
      await askForLink(page, email);
      await expectAccessible(page);
      const link = await resetLink(email);
      expect(link.startsWith(`${baseURL}/`)).toBe(true);

      // Opened from the mail program, in a browser that runs no script.
      const mailReader = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 844 } });
      const form = await mailReader.newPage();
      await form.goto(link);
      await expect(form.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
      await expect(form.getByText("Compte\u00a0: Awa Ndiaye.", { exact: false })).toBeVisible();
      const newPassword = "une pirogue rouge sur le Wouri";
      await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("trop court");
      await form.getByLabel("Confirmez le nouveau mot de passe").fill("trop court");
      await form.getByRole("button", { name: "Choisir ce mot de passe" }).click();
      await expect(form.getByText("Le nouveau mot de passe doit contenir au moins 12 caractères")).toBeVisible();
      await form.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
      await form.getByLabel("Confirmez le nouveau mot de passe").fill(newPassword);
      await form.getByRole("button", { name: "Choisir ce mot de passe" }).click();
      await expect(form).toHaveURL(/\/admin$/);
      await expect(form.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();

      // The same link a second time.
      await form.goto(link);
      await expect(form.getByRole("heading", { name: "Ce lien n'est plus valable" })).toBeVisible();
      await expect(form.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/admin/mot-de-passe-oublie");
      await mailReader.close();

      // The new password opens the account with its address, in another browser.
      await page.goto("/admin");
      await page.getByLabel("Adresse e-mail").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
    });

    test("an address without an account gets the same sentence, and no mail", async ({ page }) => {
      const unknown = `personne.${Date.now()}.${width}@exemple.cm`;
      await askForLink(page, unknown);
      // Asked after it, a real account's mail arrives: by then any mail for the unknown address would have too.
      const { email } = await createWriterAccount("Paul Essomba", "un mot de passe qui reste");
      await askForLink(page, email);
      await resetLink(email);
      expect(await mailsTo(unknown)).toEqual([]);
    });
  });
}
