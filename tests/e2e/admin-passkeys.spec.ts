import type { Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { test as base, expect, expectAccessible, journeyWidths, widthTag } from "./fixtures";

/**
 * A staff member adds a passkey from « Mon compte », signs out, signs in with it, and removes it, on the admin
 * journeys' site with Chromium's virtual authenticator. WebAuthn binds a key to a domain name and Chromium refuses
 * an IP address: this journey browses the site at localhost, not at the 127.0.0.1 of the other admin journeys.
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
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, userAgent: device?.userAgent });

    test("a passkey added in Mon compte signs in without the password, then is removed", async ({ page }) => {
      const label = device?.label ?? "";
      const authenticator = await addVirtualAuthenticator(page);

      // Signed in with the password: the first account, e-mail left empty.
      await page.goto("/admin");
      await expect(page.getByRole("button", { name: "Utiliser une clé d'accès" })).toBeVisible();
      await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await expect(sections(page)).toBeVisible();

      await page.getByRole("link", { name: /^Mon compte/ }).click();
      const panel = page.getByRole("region", { name: "Clés d'accès" });
      await expect(panel).toBeVisible();
      const mine = panel.getByRole("listitem").filter({ hasText: label });
      const before = await mine.count();
      await expectAccessible(page);

      await panel.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      await expect(panel.getByRole("status")).toHaveText(`Clé d'accès «\u00a0${label}\u00a0» ajoutée.`);
      await expect(mine).toHaveCount(before + 1);
      await expect(mine.filter({ hasText: "Dernière utilisation\u00a0: jamais" })).toHaveCount(before + 1);
      // The key lives in the authenticator, discoverable, for the site's name.
      const [credential] = await authenticator.credentials();
      expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

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
});
