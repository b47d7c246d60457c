import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test, waitForHydration } from "./fixtures";
import { mailTo } from "./support/staff-accounts";

// The newsletter's double opt-in, as a visitor lives it: the sign-up says to confirm from the inbox, the mail
// arrives (the journeys' SMTP server), its link opens a page with one button, which confirms; the same link
// afterwards says it has served and offers to sign up again. A link past its seven days says it expired: the
// journey ages it in the site's SQLite file (tests/endpoints/newsletter-confirmation.test.ts moves the clock instead).

const subject = "Confirmez votre inscription à la newsletter de Kheops Digital";
let address = 0;
const freshEmail = (name: string) => `${name}.${Date.now()}.${address++}@exemple.cm`;

/** The confirmation link of the one confirmation mail `email` received. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await mailTo(email, subject);
  const link = /^http:\/\/\S+\/newsletter\/confirmation\?jeton=[A-Za-z0-9_-]{43}$/m.exec(mail.body)?.[0];
  if (!link) throw new Error(`no confirmation link in the mail to ${email}: ${mail.body}`);
  return link;
}

test("signing up mails a link whose page confirms the address with one button, once", async ({ page, browser, baseURL }) => {
  const email = freshEmail("confirme");
  await page.goto("/");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Recevez nos conseils pour vendre en ligne" });
  await section.getByLabel("Adresse e-mail").fill(email);
  await section.getByRole("button", { name: "Je m'abonne" }).click();
  await expect(section.getByText("Merci de vous être inscrit!")).toBeVisible();
  await expect(section.getByText("Votre première newsletter arrivera bientôt.")).toBeVisible();
  await expect(
    section.getByText("Vérifiez votre boîte de réception : cliquez sur le lien de l'e-mail que nous vous envoyons"),
  ).toBeVisible();

  const link = await confirmationLink(email);

  // Opened from a mail program, in a browser that runs no script: the page asks, nothing is confirmed yet.
  const mailReader = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const confirmation = await mailReader.newPage();
  await confirmation.goto(link);
  await expect(confirmation.getByRole("heading", { level: 1, name: "Confirmation de votre inscription" })).toBeVisible();
  await expect(confirmation.getByText(email, { exact: true })).toBeVisible();
  await confirmation.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(confirmation.getByRole("status")).toContainText("Votre inscription est confirmée");

  // The same link again: it has served, and the page offers to sign up again.
  await confirmation.goto(link);
  await expect(confirmation.getByRole("alert")).toContainText("Ce lien a déjà servi");
  await confirmation.getByRole("link", { name: "M'inscrire à nouveau" }).click();
  await expect(confirmation).toHaveURL(/\/newsletter$/);
  await mailReader.close();
});

test("without JavaScript, the sign-up page thanks the visitor and says to confirm from the inbox", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = freshEmail("sans.script");
  await page.goto("/apropos");
  await page.getByRole("contentinfo").getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  const answer = page.getByRole("main").getByRole("status");
  await expect(answer).toContainText("Inscription réussie !");
  await expect(answer).toContainText("Merci de vous être abonné à notre newsletter.");
  await expect(answer).toContainText("Vérifiez votre boîte de réception");
  await confirmationLink(email);
  await context.close();
});

test("a link past its seven days says it expired, confirms nothing, and offers to sign up again", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = freshEmail("expire");
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Vérifiez votre boîte de réception");
  const link = await confirmationLink(email);

  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { fileMustExist: true });
  try {
    database.prepare("update newsletter_confirmation set expires_at = ? where email = ?").run("2026-01-01T00:00:00.000Z", email);
  } finally {
    database.close();
  }

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Ce lien a expiré");
  await expect(page.getByRole("button", { name: "Confirmer mon inscription" })).toHaveCount(0);
  await page.getByRole("link", { name: "M'inscrire à nouveau" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await context.close();
});
