import type { Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { test as base, expect, expectAccessible, journeyWidths, widthTag } from "./fixtures";
import { createWriterAccount, mailedLink, mailsTo, mailTo, signedInMinutesAgo } from "./support/staff-accounts";

/**
 * A staff member adds a passkey from « Mon compte » (typing the password first, unless the sign-in is recent; the
 * account's address is mailed), signs out, signs in with it, and removes it; a password reset removes the keys. On
 * the admin journeys' site with Chromium's virtual authenticator. WebAuthn binds a key to a domain name and Chromium
 * refuses an IP address: this journey browses the site at localhost, not at the 127.0.0.1 of the other admin journeys.
 */
const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL?.replace("127.0.0.1", "localhost")),
});

/**
 * Each width runs as the device it stands for: the key's label (from the User-Agent) then differs between the two
 * runs, which share the first account and may run at the same time, so each finds and removes its own key.
 */
const devices: Record<number, { userAgent: string; label: string }> = {
  390: {
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36",
    label: "Chrome sur Android",
  },
  1280: {
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
    label: "Chrome sur Windows",
  },
};

/** A platform authenticator that holds discoverable keys and verifies its user (a fingerprint, a face) at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Sections de l'administration" });

for (const width of journeyWidths) {
  const device = devices[width] ?? devices[1280];
  test.describe(`passkeys at ${width} px`, widthTag(width), () => {
    // The server's refusals the panel and the sign-in turn into sentences: the password asked (403), a key it no longer knows (401).
    test.use({
      viewport: { width, height: width === 390 ? 844 : 900 },
      userAgent: device?.userAgent,
      allowedConsoleErrors: [/status of 40[13]/],
    });

    test("a passkey added in Mon compte signs in without the password, then is removed", async ({ page }) => {
      const label = device?.label ?? "";
      const authenticator = await addVirtualAuthenticator(page);

      // Signed in with the password: the first account, e-mail left empty.
      await page.goto("/admin");
      await expect(page.getByRole("button", { name: "Utiliser une clé d'accès" })).toBeVisible();
      await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await expect(sections(page)).toBeVisible();

      // A session left open for a while: its cookie alone must not be enough to add a key.
      await signedInMinutesAgo(page.context(), 10);
      await page.getByRole("link", { name: /^Mon compte/ }).click();
      const panel = page.getByRole("region", { name: "Clés d'accès" });
      await expect(panel).toBeVisible();
      const mine = panel.getByRole("listitem").filter({ hasText: label });
      const before = await mine.count();
      await expectAccessible(page);
      const identity = page.getByRole("region", { name: "Votre compte" });
      const email = (await identity.getByRole("definition").filter({ hasText: "@" }).textContent())?.trim() ?? "";
      const toldOfKey = async () =>
        (await mailsTo(email)).filter(
          (mail) => mail.subject === "Une clé d'accès a été ajoutée à votre compte" && mail.body.includes(label),
        );
      const mailsBefore = (await toldOfKey()).length;

      // The panel asks for the password before the browser's dialog; a wrong one is said on its field.
      await panel.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      const proof = panel.getByRole("form", { name: "Confirmez votre identité" });
      const passwordField = proof.getByLabel("Votre mot de passe");
      await expect(passwordField).toBeFocused();
      await expectAccessible(page);
      await passwordField.fill("pas le bon mot de passe");
      await proof.getByRole("button", { name: "Continuer" }).click();
      await expect(proof.getByText("Le mot de passe est incorrect")).toBeVisible();
      expect(await authenticator.credentials()).toEqual([]);
      await passwordField.fill(e2eAdminPassword);
      await proof.getByRole("button", { name: "Continuer" }).click();
      await expect(panel.getByRole("status")).toHaveText(`Clé d'accès «\u00a0${label}\u00a0» ajoutée.`);
      await expect(proof).toHaveCount(0);
      await expect(mine).toHaveCount(before + 1);
      await expect(mine.filter({ hasText: "Dernière utilisation\u00a0: jamais" })).toHaveCount(before + 1);
      // The key lives in the authenticator, discoverable, for the site's name.
      const [credential] = await authenticator.credentials();
      expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
      // The account's address is told, with the device: one more mail than before (the first account is every
      // run's, and the journeys' mail server outlives a run).
      await expect.poll(async () => (await toldOfKey()).length, { message: `the mail to ${email}`, timeout: 20_000 }).toBe(mailsBefore + 1);

      // Signed out, then in again with the key alone.
      await page.getByRole("button", { name: "Déconnexion" }).click();
      await expect(page.getByLabel("Mot de passe")).toBeVisible();
      await page.getByRole("button", { name: "Utiliser une clé d'accès" }).click();
      await expect(sections(page)).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);

      // Its last use is now known; removed, it is gone from the list.
      await page.getByRole("link", { name: /^Mon compte/ }).click();
      const used = mine.filter({ hasNotText: "Dernière utilisation\u00a0: jamais" });
      await expect(used).toHaveCount(1);
      await used.getByRole("button", { name: `Retirer la clé d'accès ${label}` }).click();
      await expect(panel.getByRole("status")).toHaveText(`Clé d'accès «\u00a0${label}\u00a0» retirée.`);
      await expect(mine).toHaveCount(before);
    });

    test("a key added right after signing in needs no password; a password reset removes it, without JavaScript", async ({
      page,
      browser,
      baseURL,
    }) => {
      const authenticator = await addVirtualAuthenticator(page);
      const { email } = await createWriterAccount("Awa Ndiaye", "le mot de passe de la rédactrice");
      await page.goto("/admin");
      await page.getByLabel("Adresse e-mail").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill("le mot de passe de la rédactrice");
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await page.getByRole("link", { name: /^Mon compte/ }).click();
      const panel = page.getByRole("region", { name: "Clés d'accès" });
      await panel.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      await expect(panel.getByRole("status")).toHaveText(`Clé d'accès «\u00a0${device?.label}\u00a0» ajoutée.`);
      expect((await mailTo(email, "Une clé d'accès a été ajoutée à votre compte")).body).toContain(`Appareil\u00a0: ${device?.label}`);

      // Someone else may hold a session: « Mot de passe oublié », then the link, opened where no script runs.
      await page.goto("/admin/mot-de-passe-oublie");
      await page.getByLabel("Adresse e-mail").fill(email);
      await page.getByRole("button", { name: "Recevoir un lien" }).click();
      const link = (await mailedLink(email, "Votre lien pour choisir un nouveau mot de passe")).replace("127.0.0.1", "localhost");
      // Looked at (axe needs a script) before it is used where none runs; showing it does not use the link.
      await page.goto(link);
      await expectAccessible(page);
      const mailReader = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 844 } });
      const form = await mailReader.newPage();
      await form.goto(link);
      await expect(form.getByText("Ce compte a 1\u00a0clé d'accès", { exact: false })).toBeVisible();
      const removeKeys = form.getByRole("checkbox", { name: "Supprimer aussi les clés d'accès de ce compte" });
      await expect(removeKeys).toBeChecked();
      const newPassword = "une pirogue verte sur la Sanaga";
      await form.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
      await form.getByLabel("Confirmez le nouveau mot de passe").fill(newPassword);
      await form.getByRole("button", { name: "Choisir ce mot de passe" }).click();
      await expect(form.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
      await form.goto("/admin/compte");
      await expect(form.getByRole("region", { name: "Clés d'accès" }).getByText("Aucune clé d'accès pour l'instant.")).toBeVisible();
      await mailReader.close();

      // The key still in the phone opens nothing any more, and the old session has ended.
      expect(await authenticator.credentials()).toHaveLength(1);
      await page.goto("/admin");
      await page.getByRole("button", { name: "Utiliser une clé d'accès" }).click();
      await expect(page.getByText("Cette clé d'accès n'est pas reconnue", { exact: false })).toBeVisible();
    });
  });
}

// At the address of the other admin journeys (127.0.0.1), without this file's change of address.
base.describe("the sign-in at the site's IP address", () => {
  base.use({ viewport: { width: 390, height: 844 } });

  base("says that passkeys need the domain name rather than offering a button that would fail", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Les clés d'accès demandent le nom de domaine du site")).toBeVisible();
    await expect(page.getByRole("button", { name: "Utiliser une clé d'accès" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
  });

  base("keeps the form's links where they were drawn while the passkey island wakes below them", async ({ browser }) => {
    // Before its script, the island's place is kept empty; awake here, it says why passkeys cannot be used, in a
    // paragraph of another height. A centred card moved by half the difference, and a tap on « Mot de passe oublié »
    // then landed beside the link.
    const linkTop = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/admin");
      if (javaScriptEnabled) await expect(page.getByText("Les clés d'accès demandent le nom de domaine du site")).toBeVisible();
      const box = await page.getByRole("link", { name: /^Mot de passe oublié/ }).boundingBox();
      await context.close();
      return box?.y;
    };
    const asDrawn = await linkTop(false);
    expect(asDrawn).toBeDefined();
    expect(await linkTop(true)).toBe(asDrawn);
  });
});
