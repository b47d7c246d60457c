import type { Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { cookieChoiceMade, expect, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";

/**
 * The agency's desk on the admin journeys' site: a contact message reaches "Demandes" with its
 * delivery, which failed (the fake webhook refuses) and is sent again; subscribers and the
 * unsubscribe link; audience; health.
 */

/** Signs in as the first account (ADMIN_PASSWORD alone), named « Administrateur ». */
async function logIn(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
  await waitForHydration(page);
}

/** A surname no other run has used (names take letters only). */
function uniqueLetters(): string {
  return [...`${Date.now()}${Math.floor(Math.random() * 1000)}`].map((digit) => "abcdefghij"[Number(digit)]).join("");
}

function section(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: new RegExp(`^${name}`) });
}

for (const width of journeyWidths) {
  test.describe(`desk at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a contact message appears in Demandes with its location and failed delivery; marked handled, sent again, exported", async ({
      page,
      browser,
      baseURL,
    }) => {
      const lastName = `Ndiaye-${uniqueLetters()}`;
      const visitor = await browser.newContext({ baseURL });
      const form = await visitor.newPage();
      await form.goto("/contact");
      await waitForHydration(form);
      const main = form.getByRole("main");
      await main.getByLabel("Prénom", { exact: true }).fill("Awa");
      await main.getByLabel("Nom", { exact: true }).fill(lastName);
      await main.getByLabel("Adresse e-mail", { exact: true }).fill(`awa.${Date.now()}@exemple.cm`);
      await main.getByLabel("Sujet", { exact: true }).fill("Site vitrine pour ma boutique");
      await main
        .getByLabel("Message", { exact: true })
        .fill("Bonjour, je voudrais un devis pour un site vitrine. Référence KHEOPSDEVISSITEVITRINEBOUTIQUEAKWADOUALA2026CLIENT");
      await form.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(form.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
      await visitor.close();

      await logIn(page);
      await section(page, "Demandes").click();
      const row = page.getByRole("link", { name: new RegExp(lastName) });
      await expect(row).toBeVisible();
      await row.click();
      await expect(page.getByRole("heading", { name: new RegExp(lastName) })).toBeVisible();
      await expect(page.getByText("Site vitrine pour ma boutique").first()).toBeVisible();
      // A word longer than a phone's width (a reference, a pasted link) breaks rather than widen the page.
      await expect(page.getByText(/KHEOPSDEVIS/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // The reply continues the visitor's own subject.
      await expect(page.getByRole("link", { name: "Répondre par e-mail" })).toHaveAttribute(
        "href",
        /^mailto:awa\.\d+@exemple\.cm\?subject=Re%20%3A%20Site%20vitrine%20pour%20ma%20boutique$/,
      );
      await expect(page.getByText("Inconnu").first()).toBeVisible();
      // One attempt (OUTBOX_MAX_ATTEMPTS=1) against a webhook that refuses: that delivery has failed; the
      // mail to the agency (SMTP_URL: the journeys' SMTP server, which accepts everything) has left.
      await expect(async () => {
        await page.reload();
        await expect(page.getByText("Webhook\u00a0: Échec")).toBeVisible({ timeout: 1000 });
        await expect(page.getByText("E-mail\u00a0: Envoyé")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      // Only the failed delivery can be sent again.
      await expect(page.getByRole("button", { name: "Renvoyer" })).toHaveCount(1);

      await page.getByRole("button", { name: "Marquer comme traitée" }).click();
      await expect(page.getByText("Demande marquée comme traitée").first()).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: /^Traité Administrateur, le/ })).toBeVisible();

      // From now on the webhook accepts this lead's deliveries (and only this lead's: other journeys run at the same time).
      expect((await page.request.post(`${process.env.E2E_FAKE_SERVICES}/webhook/accept?text=${lastName}`)).status()).toBe(204);
      await page.getByRole("button", { name: "Renvoyer" }).click();
      await expect(page.getByText("Transmission remise dans la file d'envoi").first()).toBeVisible();
      await expect(async () => {
        await page.reload();
        await expect(page.getByText("Webhook\u00a0: Envoyé")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      await page.getByRole("link", { name: "Retour aux demandes" }).click();
      await page.getByLabel("Statut").selectOption("handled");
      await page.getByRole("button", { name: "Filtrer" }).click();
      await expect(page.getByRole("link", { name: new RegExp(lastName) })).toBeVisible();
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Exporter en CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await (await import("node:fs/promises")).readFile((await file.path()) ?? "", "utf8");
      expect(csv).toContain(lastName);
    });
  });
}

for (const width of journeyWidths) {
  test.describe(`subscribers, audience and health at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a newsletter subscriber is listed, and the unsubscribe link takes them off the list", async ({ page, browser, baseURL }) => {
      const email = `abonne.${Date.now()}@exemple.cm`;
      const visitor = await browser.newContext({ baseURL });
      const home = await visitor.newPage();
      await home.goto("/");
      await waitForHydration(home);
      await home.getByRole("contentinfo").getByLabel("Adresse e-mail").fill(email);
      await home.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
      await expect(home.getByText("Merci de vous être abonné à notre newsletter.").first()).toBeVisible();

      await logIn(page);
      await section(page, "Abonnés").click();
      await page.getByLabel("Rechercher une adresse").fill(email);
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: email })
          .getByText(/^Pied de page · /),
      ).toBeVisible();
      await page.getByText("Lien de désinscription").click();
      const link = await page.getByLabel(`Lien de désinscription : ${email}`).inputValue();

      // The link opened from a mail program, in a browser that runs no script (or before it has).
      const mailReader = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const unsubscribe = await mailReader.newPage();
      await unsubscribe.goto(link);
      await expect(unsubscribe.getByText(email).first()).toBeVisible();
      await unsubscribe.getByRole("button", { name: "Me désinscrire" }).click();
      await expect(unsubscribe.getByText("Vous êtes désinscrit").first()).toBeVisible();
      await mailReader.close();
      const tampered = new URL(link);
      tampered.searchParams.set("jeton", "faux");
      expect((await home.request.post(tampered.toString(), { form: {}, headers: { origin: baseURL ?? "" } })).status()).toBe(400);
      await visitor.close();

      // Still listed, as unsubscribed: no link to send, nothing to remove.
      await page.reload();
      const row = page.getByRole("listitem").filter({ hasText: email });
      await expect(row.getByText("État\u00a0: désinscrit")).toBeVisible();
      await expect(row.getByRole("button", { name: `Retirer ${email}` })).toHaveCount(0);
      await expect(row.getByText("Lien de désinscription")).toHaveCount(0);
    });

    test("audience counts consenting visits; health shows the channels and the test e-mail's answer", async ({
      page,
      browser,
      baseURL,
    }) => {
      const visitor = await browser.newContext({ baseURL, storageState: cookieChoiceMade("accepted") });
      const reader = await visitor.newPage();
      for (const path of ["/", "/services", "/kheopscope"]) {
        await reader.goto(path);
        await waitForHydration(reader);
      }
      await visitor.close();

      await logIn(page);
      await section(page, "Audience").click();
      await expect(page.getByRole("heading", { name: "Pages les plus visitées" })).toBeVisible();
      await expect(page.getByRole("img", { name: /Visiteurs par jour/ })).toBeVisible();
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole("cell", { name: "/services", exact: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });

      await section(page, "Santé").click();
      await expect(page.getByText("Webhook des formulaires (FORMS_WEBHOOK_URL)")).toBeVisible();
      // The test site is a local preview: what a launch would refuse is listed, as npm run doctor says it.
      const launch = page.getByRole("heading", { name: "Prêt pour le lancement ?" }).locator("..");
      await expect(launch.getByRole("listitem").filter({ hasText: "SITE_URL vaut http://127.0.0.1" })).toBeVisible();
      await expect(launch.getByRole("listitem").filter({ hasText: "AGENCY_PHONE garde la valeur d'exemple" })).toBeVisible();
      // SMTP_URL is the journeys' SMTP server: the test e-mail leaves, and the server's answer is shown.
      await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^E-mail de test envoyé\. Réponse du serveur\s:\s?250 / })).toBeVisible();
    });
  });
}

test.describe("desk addresses", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each section has its own address: typed in the bar, reloaded, and back", async ({ page }) => {
    await logIn(page);
    const sections = [
      ["/admin/demandes", "Demandes"],
      ["/admin/abonnes", "Abonnés"],
      ["/admin/audience", "Audience"],
      ["/admin/sante", "Santé"],
    ] as const;
    for (const [path, name] of sections) {
      await page.goto(path);
      await expect(section(page, name)).toHaveAttribute("aria-current", "page");
      await page.reload();
      await expect(section(page, name)).toHaveAttribute("aria-current", "page");
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/audience$/);
    await expect(section(page, "Audience")).toHaveAttribute("aria-current", "page");
    // A bookmark of the former single page (/admin?vue=…) leads to the section, its search kept.
    await page.goto("/admin?vue=abonnes&q=awa");
    await expect(page).toHaveURL(/\/admin\/abonnes\?q=awa$/);
    await expect(page.getByLabel("Rechercher une adresse")).toHaveValue("awa");
  });

  test("the desk's forms work in a browser that runs no script", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
    await section(page, "Santé").click();
    await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
    await expect(page).toHaveURL(/\/admin\/sante$/);
    await expect(page.getByRole("status").filter({ hasText: "E-mail de test envoyé" })).toBeVisible();
    // Said once: a reload asks for the page again, it posts nothing and says nothing more.
    await page.reload();
    await expect(page.getByRole("status")).toHaveCount(0);
    await context.close();
  });
});
