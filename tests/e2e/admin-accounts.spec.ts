import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";
import { mailedLink } from "./support/staff-accounts";

/**
 * The team, as the agency would live it: the first account (ADMIN_PASSWORD alone) invites a writer from
 * « Équipe »; the invitation mail's link lets her choose her password; she writes and publishes an article,
 * and is refused, in French, everything that is an administrator's, by link and by request; the
 * administrator ends her sessions and her next click asks her to sign in again, after which she lands
 * where she was going. Each run invites a person of its own: journeys running beside it never meet her.
 */

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

function sections(page: Page) {
  return page.getByRole("navigation", { name: "Sections de l'administration" });
}

async function signInAsFirstAccount(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Mot de passe", { exact: true }).fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(sections(page)).toBeVisible();
}

for (const width of journeyWidths) {
  test.describe(`the team at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an administrator invites a writer, who publishes, is refused the rest, then is signed out by the administrator", async ({
      page,
      browser,
      baseURL,
    }) => {
      const suffix = randomUUID().slice(0, 8);
      const name = `Mireille ${suffix}`;
      const email = `mireille.${suffix}@exemple.cm`;
      const password = "trois pirogues sur le Wouri";

      // The first account invites her from « Équipe ».
      await signInAsFirstAccount(page);
      await sections(page).getByRole("link", { name: "Équipe" }).click();
      await expect(page).toHaveURL(/\/admin\/equipe$/);
      const invite = page.getByRole("region", { name: "Inviter une personne" });
      await invite.getByLabel("Nom").fill(name);
      await invite.getByLabel("Adresse e-mail").fill(email);
      await expect(invite.getByRole("radio", { name: "Rédacteur" })).toBeChecked();
      await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
      await expect(page.getByRole("status")).toContainText(`Invitation envoyée à ${email}.`);
      const member = page.getByRole("listitem").filter({ hasText: name });
      await expect(member).toContainText("Invitation envoyée");
      await expect(member).toContainText("Rédacteur");
      await expectNoSidewaysScroll(page);

      // She chooses her password from the mail, in her own browser, and is signed in.
      const hers = await browser.newContext({ baseURL, viewport: { width, height: width === 390 ? 844 : 900 } });
      const writer = await hers.newPage();
      await writer.goto(await mailedLink(email, "Administrateur vous invite à rejoindre l'administration de Kheops Digital"));
      await expect(writer.getByRole("heading", { name: `Bienvenue, ${name}` })).toBeVisible();
      await writer.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
      await writer.getByLabel("Confirmez le nouveau mot de passe").fill(password);
      await writer.getByRole("button", { name: "Choisir ce mot de passe" }).click();
      await expect(writer).toHaveURL(/\/admin$/);

      // Her header opens the articles and the letters (she drafts them) only, and she writes and publishes one.
      await expect(sections(writer).getByRole("link")).toHaveText(["Articles et images", "Lettres"]);
      await waitForHydration(writer);
      const title = `Le marché Sandaga en vidéo ${suffix}`;
      await writer.getByLabel("Titre de l'article").fill(title);
      await writer.getByRole("textbox", { name: "Contenu de l'article" }).click();
      await writer.keyboard.type("Trois plans suffisent pour montrer un étal qui donne envie.");
      await writer.getByRole("button", { name: "Enregistrer en brouillon" }).click();
      await expect(writer.getByText("Article sauvegardé en brouillon", { exact: true }).first()).toBeVisible();
      await writer.getByRole("tab", { name: /^Brouillons/ }).click();
      const drafts = writer.getByRole("tabpanel", { name: /Brouillons/ });
      await drafts.getByRole("button", { name: new RegExp(`^Publier.*${title}`) }).click();
      await expect(writer.getByText("Article publié", { exact: true }).first()).toBeVisible();
      await writer.getByRole("tab", { name: /^Publiés/ }).click();
      const published = writer
        .getByRole("tabpanel", { name: /Publiés/ })
        .getByRole("listitem")
        .filter({ hasText: title });
      await expect(published).toContainText(`Publié par ${name}`);

      // By link: the administrator's pages answer 403, in French, inside her frame.
      for (const path of ["/admin/demandes", "/admin/abonnes", "/admin/equipe", "/admin/activite", "/admin/reglages"]) {
        const answer = await writer.goto(path);
        expect(answer?.status(), path).toBe(403);
        await expect(writer.getByRole("heading", { name: "Demande refusée", level: 2 })).toBeVisible();
        await expect(writer.getByText("Cette page est réservée aux administrateurs", { exact: false })).toBeVisible();
        await expect(writer.getByRole("link", { name: "Revenir aux articles" })).toHaveAttribute("href", "/admin/articles");
      }
      // By request: the exports and the team's writes answer 403 in JSON, or as a page, and change nothing.
      for (const path of ["/admin/api/export/demandes", "/admin/api/export/abonnes"]) {
        const answer = await writer.request.get(path);
        expect(answer.status(), path).toBe(403);
        expect((await answer.json()).error).toContain("réservée aux administrateurs");
      }
      const promote = await writer.request.post("/admin/equipe", {
        form: { intent: "setRole", account: "x", role: "admin" },
        maxRedirects: 0,
      });
      expect(promote.status()).toBe(403);

      // She goes back to her articles; meanwhile the administrator ends her sessions.
      await writer.goto("/admin/articles");
      await expect(sections(writer)).toBeVisible();
      await page.reload();
      await page
        .getByRole("listitem")
        .filter({ hasText: name })
        .getByRole("button", { name: `Terminer ses sessions (${name})` })
        .click();
      await expect(page.getByRole("status")).toContainText(`1 session terminée pour ${name}.`);

      // Her next click asks her to sign in again, and brings her where she was going.
      await writer.getByRole("link", { name: /^Mon compte/ }).click();
      await expect(writer.getByRole("heading", { name: "Connexion requise" })).toBeVisible();
      await expect(writer.getByText("Votre session a pris fin. Connectez-vous pour continuer.")).toBeVisible();
      await writer.getByLabel("Adresse e-mail").fill(email);
      await writer.getByLabel("Mot de passe", { exact: true }).fill(password);
      await writer.getByRole("button", { name: "Se connecter" }).click();
      await expect(writer).toHaveURL(/\/admin\/compte$/);
      const identity = writer.getByRole("region", { name: "Votre compte" });
      await expect(identity).toContainText(name);
      await expect(identity).toContainText("Rédacteur");
      await expectNoSidewaysScroll(writer);
      await hers.close();
    });
  });
}
