import type { Browser, Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";
import { createWriterAccount } from "./support/staff-accounts";

/**
 * « Réglages », on the admin journeys' site (which serves the public pages too): an administrator changes the
 * agency's phone, and a visitor sees the new number at once in the footer, on « Contact » and in the legal notices;
 * bad values come back with their French messages, as typed, and change nothing a visitor sees. A writer cannot
 * open the page, nor post to it.
 *
 * Other admin journeys share the site's database: none of them reads the agency's facts, this one uses a number no
 * other uses, and it puts the phone back as it found it, whatever happens.
 */

/** A Cameroonian number only this journey uses: typed as a person would, shown as the site writes it. */
const typedPhone = "655 01 23 45";
const newPhone = "+237 6 55 01 23 45";
/** The title of the e-book not on sale yet, as a pattern (a no-break space before the F). */
const sellWithoutBudget = String.raw`Vendre avec 0\sF`;

const navigation = (page: Page) => page.getByRole("navigation", { name: "Sections de l'administration" });

async function logIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Mot de passe", { exact: true }).fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(navigation(page)).toBeVisible();
}

/** A visitor's own browser on the public site: no staff cookie. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The phone number each public place shows it in: the footer, « Contact », the legal notices. */
async function expectPublicPhone(visitor: Page, phone: string) {
  await visitor.goto("/");
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
  await visitor.goto("/contact");
  await expect(visitor.getByRole("main").getByRole("link", { name: phone })).toBeVisible();
  // The legal notices fold their sections on a phone: the number is in the text, open or not.
  await visitor.goto("/mentions-legales");
  await expect(visitor.getByRole("main")).toContainText(phone);
}

test.describe("« Réglages » at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 40[03]/] });

  test("an administrator changes the phone and the public pages show it; bad values are refused, as typed, and change nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    await logIn(page);
    await navigation(page).getByRole("link", { name: "Réglages" }).click();
    await expect(page).toHaveURL(/\/admin\/reglages$/);
    await expect(navigation(page).getByRole("link", { name: "Réglages" })).toHaveAttribute("aria-current", "page");
    const form = page.getByRole("form", { name: "Réglages du site" });
    const phone = form.getByLabel("Téléphone", { exact: true });
    const original = await phone.inputValue();
    expect(original).not.toBe(newPhone);
    const visitor = await visitorPage(browser, baseURL);
    try {
      // Grouped, each field with where it shows; the e-book's state as two radio buttons.
      for (const legend of ["Coordonnées", "Informations légales", "E-books"])
        await expect(form.getByRole("group", { name: legend, exact: true })).toBeVisible();
      await expect(form.getByText("Affiché dans le pied de page, la page Contact", { exact: false }).first()).toBeVisible();
      const state = form.getByRole("group", { name: new RegExp(`^État de «\\s*${sellWithoutBudget}\\s*»$`) });
      await expect(state.getByRole("radio")).toHaveCount(2);
      await expect(state.getByRole("radio", { name: "Bientôt disponible" })).toBeChecked();
      // The secrets: set or not, never a value (the site's own SMTP server is set; its address is not shown).
      const secrets = page.getByRole("list", { name: "Les secrets du serveur" });
      const secret = (name: string) => secrets.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
      for (const name of ["SMTP_URL", "UNSPLASH_ACCESS_KEY", "SESSION_SECRET"])
        await expect(secret(name).getByText("défini", { exact: true }), name).toBeVisible();
      await expect(secret("BACKUP_PASSWORD_FILE").getByText("non défini", { exact: true })).toBeVisible();
      expect(await page.content()).not.toContain("e2e-unsplash-key");
      expect(await page.content()).not.toContain(process.env.E2E_SMTP_URL || "smtp://");
      await expectAccessible(page);

      // The new number, saved: the notice says what changed; the field says it was set here, and the history has it.
      await phone.fill(typedPhone);
      await form.getByRole("button", { name: "Enregistrer les réglages" }).click();
      await expect(page).toHaveURL(/\/admin\/reglages$/);
      await expect(page.getByRole("status")).toContainText("Réglages enregistrés");
      await expect(page.getByRole("status")).toContainText("Téléphone");
      await expect(phone).toHaveValue(newPhone);
      await expect(form.getByText(/^Modifié ici par Administrateur, le /).first()).toBeVisible();
      const history = page.getByRole("list", { name: "Derniers changements des réglages" });
      await expect(history.getByRole("listitem").first()).toContainText("Téléphone");
      await expect(history.getByRole("listitem").first()).toContainText(newPhone);
      await expect(history.getByRole("listitem").first()).toContainText("par Administrateur");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A visitor sees it at once, everywhere the phone shows.
      await expectPublicPhone(visitor.page, newPhone);

      // Bad values: a message under each, what was typed kept, nothing saved.
      await phone.fill("12");
      await form.getByLabel("RCCM", { exact: true }).fill("abc");
      const checkout = form.getByLabel(new RegExp(`^Lien de paiement de «\\s*${sellWithoutBudget}\\s*»$`));
      await checkout.fill("http://x");
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/admin/reglages")),
        form.getByRole("button", { name: "Enregistrer les réglages" }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText("Rien n'a été enregistré");
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(phone).toHaveValue("12");
      await expect(phone).toHaveAccessibleDescription(/Entrez un numéro de téléphone camerounais valide/);
      await expect(form.getByLabel("RCCM", { exact: true })).toHaveValue("abc");
      await expect(form.getByText("Le numéro RCCM a la forme RC/DLA/2020/B/1234")).toBeVisible();
      await expect(checkout).toHaveValue("http://x");
      await expect(checkout).toHaveAccessibleDescription(/Entrez une adresse qui commence par https:\/\//);
      await expectAccessible(page);
      await expectPublicPhone(visitor.page, newPhone);
      await page.goto("/admin/reglages");
      await expect(phone).toHaveValue(newPhone);
      await expect(form.getByLabel("RCCM", { exact: true })).not.toHaveValue("abc");
    } finally {
      // The phone as this journey found it (a partial form keeps every other value).
      const back = await page.request.post("/admin/reglages", {
        form: { phone: original },
        headers: { origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(back.status()).toBe(303);
      await visitor.context.close();
    }
    await page.goto("/admin/reglages");
    await expect(phone).toHaveValue(original);
  });

  test("a writer cannot open « Réglages » nor post to it", async ({ page, baseURL }) => {
    const password = "le mot de passe du rédacteur des réglages";
    const { email } = await createWriterAccount("Brice Ngando", password);
    await page.goto("/admin");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(navigation(page)).toBeVisible();
    await expect(navigation(page).getByRole("link", { name: "Réglages" })).toHaveCount(0);

    const opened = await page.goto("/admin/reglages");
    expect(opened?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Demande refusée", level: 2 })).toBeVisible();
    await expect(page.getByText("Cette page est réservée aux administrateurs", { exact: false })).toBeVisible();
    await expect(page.getByRole("form", { name: "Réglages du site" })).toHaveCount(0);

    const posted = await page.request.post("/admin/reglages", {
      form: { phone: "+237 6 55 09 87 65" },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    expect(await posted.text()).not.toContain("+237 6 55 09 87 65");
    await page.goto("/contact");
    await expect(page.getByText("+237 6 55 09 87 65")).toHaveCount(0);
  });
});
