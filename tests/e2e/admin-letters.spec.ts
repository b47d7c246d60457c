import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, expectAccessible, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";
import { createWriterAccount, mailsTo, mailTo } from "./support/staff-accounts";

/**
 * « Lettres », on the admin journeys' site: an administrator writes a letter with two articles, previews it at 390 and
 * 600 px, sends it to themself as a test, then sends it, confirming without JavaScript; each confirmed subscriber gets
 * one mail with the introduction, both articles and the unsubscribe headers, and the provider's one-click POST takes
 * the address off the list, which the letter's results count. A writer drafts, and cannot send.
 *
 * Other journeys write on the same site at the same time: this one seeds its own articles and subscribers (straight
 * into the site's SQLite file, as support/staff-accounts.ts does for accounts), finds its letter by a unique subject,
 * and compares the recipients' count with the page's, never with a number of its own.
 */

const databasePath = () => join(process.env.E2E_DATA_DIR ?? "", "admin.db");

/** Runs `write` on the admin journeys' database, waiting for the site's lock rather than failing. */
function writeAdminDatabase<Result>(write: (database: Database.Database) => Result): Result {
  const database = new Database(databasePath(), { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    return write(database);
  } finally {
    database.close();
  }
}

/** Two published articles of this run: unique titles and slugs, our own artwork as their picture. */
function seedArticles(run: string) {
  const articles = [
    { title: `Vendre sur WhatsApp en décembre ${run}`, slug: `lettre-whatsapp-${run}`, art: "comment-repondre-cest-trop-cher-whatsapp" },
    { title: `Les Reels qui font vendre ${run}`, slug: `lettre-reels-${run}`, art: "instagram-reels-vs-tiktok" },
  ];
  const now = new Date().toISOString();
  writeAdminDatabase((database) => {
    const insert = database.prepare(
      `insert into article (id, slug, title, excerpt, content, author, author_quote, date, reading_minutes, category, tags, image,
         status, source, source_hash, created_at, updated_at, published_at)
       values (?, ?, ?, ?, '<p>Bonjour</p>', 'Kheops', null, ?, 3, 'Marketing Digital', '[]', ?, 'published', 'admin', null, ?, ?, ?)`,
    );
    for (const article of articles)
      insert.run(
        randomUUID(),
        article.slug,
        article.title,
        `Le résumé de « ${article.title} ».`,
        now.slice(0, 10),
        `/images/art/articles/${article.art}`,
        now,
        now,
        now,
      );
  });
  return articles;
}

/** Confirmed subscribers of this run (with the sign-up lead each comes from), as a confirmed sign-up leaves them. */
function seedConfirmedSubscribers(emails: string[]) {
  const now = new Date().toISOString();
  writeAdminDatabase((database) => {
    for (const email of emails) {
      const leadId = randomUUID();
      database
        .prepare(
          "insert into lead (id, kind, email, full_name, summary, payload, created_at) values (?, 'newsletter', ?, null, ?, '{}', ?)",
        )
        .run(leadId, email, `Newsletter - ${email}`, now);
      database
        .prepare(
          `insert into newsletter_subscriber (email, lead_id, source, created_at, removed_at, state, origin, confirmed_at, bounced_at, unsubscribed_by)
           values (?, ?, 'Footer', ?, null, 'confirmed', 'double-opt-in', ?, null, null)`,
        )
        .run(email, leadId, now, now);
    }
  });
}

function subscriberRow(email: string) {
  return writeAdminDatabase(
    (database) =>
      database.prepare("select removed_at, unsubscribed_by from newsletter_subscriber where email = ?").get(email) as
        | { removed_at: string | null; unsubscribed_by: string | null }
        | undefined,
  );
}

/** A mail as the journeys' SMTP server read it: its text part as `body`, and its headers (lower-case names). */
type ReceivedMail = { subject: string; body: string; html?: string; headers: Record<string, string> };

async function lettersTo(email: string, subject: string): Promise<ReceivedMail[]> {
  return ((await mailsTo(email)) as ReceivedMail[]).filter((mail) => mail.subject === subject);
}

/** The one mail `email` received with this subject, once the sender has reached it (it sends at a capped pace). */
async function oneLetterTo(email: string, subject: string): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await lettersTo(email, subject)).length, { message: `the letter « ${subject} » to ${email}`, timeout: 30_000 })
    .toBe(1);
  const [mail] = await lettersTo(email, subject);
  if (!mail) throw new Error(`no letter « ${subject} » to ${email}`);
  return mail;
}

const navigation = (page: Page) => page.getByRole("navigation", { name: "Sections de l'administration" });

/** Signs in as the first account (ADMIN_PASSWORD alone), named « Administrateur ». */
async function logIn(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(navigation(page)).toBeVisible();
}

/** Writes the letter's fields in the form of the page (the introduction in the article editor). */
async function writeLetter(page: Page, { subject, intro, articles }: { subject: string; intro: string; articles: string[] }) {
  await waitForHydration(page);
  await page.getByLabel("Objet", { exact: true }).fill(subject);
  await page.getByLabel("Pré-en-tête", { exact: true }).fill("Deux lectures pour vendre plus pendant les fêtes");
  const editor = page.getByRole("textbox", { name: "Introduction" });
  await editor.click();
  await page.keyboard.type(intro);
  for (const title of articles) await page.getByRole("checkbox", { name: title }).check();
}

/** A context of the same browser holding `page`'s session, with JavaScript off (a plain form, a slow phone). */
async function withoutScript(browser: Browser, page: Page, width: number) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width, height: 844 },
  });
  return { context, page: await context.newPage() };
}

for (const width of journeyWidths) {
  test.describe(`letters at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an administrator writes a letter with two articles, previews it, tests it and sends it; each subscriber gets it once and unsubscribes in one click", async ({
      page,
      browser,
      baseURL,
    }) => {
      const run = `${width}-${Date.now()}`;
      const subject = `Les nouvelles de décembre ${run}`;
      // Short: the text part wraps its lines at 80 characters.
      const intro = `Nos conseils du mois ${run}.`;
      const articles = seedArticles(run);
      const subscribers = [`lettre.un.${run}@exemple.cm`, `lettre.deux.${run}@exemple.cm`];
      seedConfirmedSubscribers(subscribers);

      await logIn(page);
      await navigation(page).getByRole("link", { name: "Lettres" }).click();
      await expect(page).toHaveURL(/\/admin\/lettres$/);
      await expect(page.getByRole("heading", { level: 2, name: "Lettres de la newsletter" })).toBeVisible();
      await page.getByRole("link", { name: "Écrire une lettre" }).click();
      await expect(page).toHaveURL(/\/admin\/lettres\/nouvelle$/);
      await writeLetter(page, { subject, intro, articles: articles.map((article) => article.title) });
      await expectAccessible(page);
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Lettre enregistrée en brouillon");
      await expect(page).toHaveURL(/\/admin\/lettres\/[^/?]+$/);
      const letterPath = new URL(page.url()).pathname;
      await waitForHydration(page);
      await expect(page.getByLabel("Objet", { exact: true })).toHaveValue(subject);
      for (const article of articles) await expect(page.getByRole("checkbox", { name: article.title })).toBeChecked();

      // The preview: the mail as it will be read, in two frames of its own document, at 390 and 600 px.
      for (const frameWidth of [390, 600]) {
        const frame = page.getByTitle(`Aperçu de la lettre à ${frameWidth}\u00a0px de large`);
        await frame.scrollIntoViewIfNeeded();
        await expect(frame).toHaveAttribute("width", String(frameWidth));
        const mail = frame.contentFrame();
        await expect(mail.getByRole("heading", { level: 1, name: subject })).toBeVisible();
        await expect(mail.getByText(intro)).toBeVisible();
        for (const article of articles) await expect(mail.getByRole("heading", { name: article.title })).toBeVisible();
      }
      const preview = await page.request.get(`${letterPath}/apercu`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()["content-security-policy"]).toContain("default-src 'none'");
      expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
      await expectAccessible(page);

      // The test goes to the signed-in person's own address, and to nobody else.
      const testTo =
        /La lettre part à votre adresse, (\S+@\S+), avec/.exec(
          (await page.getByText("La lettre part à votre adresse").textContent()) ?? "",
        )?.[1] ?? "";
      expect(testTo).toMatch(/@/);
      await page.getByRole("button", { name: "Envoyer un test" }).click();
      await expect(page.getByRole("status")).toHaveText(`Lettre de test envoyée à ${testTo}`);
      expect((await mailTo(testTo, `[Test] ${subject}`)).body).toContain(intro);
      for (const email of subscribers) expect(await lettersTo(email, `[Test] ${subject}`)).toEqual([]);

      // « Envoyer » asks first, with the count; the question and its answer are plain pages, without JavaScript.
      await page.getByRole("button", { name: "Envoyer", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${letterPath}\\?envoi=confirmer$`));
      const plain = await withoutScript(browser, page, width);
      await plain.page.goto(`${letterPath}?envoi=confirmer`);
      const question = plain.page.getByRole("heading", { name: /^Envoyer cette lettre à \d+\sabonnés confirmés\s\?$/ });
      await expect(question).toBeVisible();
      const count = Number(/(\d+)/.exec((await question.textContent()) ?? "")?.[1]);
      expect(count).toBeGreaterThanOrEqual(subscribers.length);
      await plain.page.getByRole("button", { name: `Envoyer à ${count}\u00a0abonnés confirmés` }).click();
      await expect(plain.page).toHaveURL(new RegExp(`${letterPath}$`));
      await expect(plain.page.getByRole("status")).toHaveText(`Lettre envoyée\u00a0: elle part vers ${count}\u00a0abonnés confirmés.`);
      // Sent, it is read-only: its results, its archive, who sent it and when.
      await expect(plain.page.getByRole("heading", { level: 2, name: "Lettre envoyée" })).toBeVisible();
      await expect(plain.page.getByRole("button", { name: "Enregistrer", exact: true })).toHaveCount(0);
      await expect(plain.page.getByLabel("Objet", { exact: true })).toHaveCount(0);
      await expect(plain.page.getByText(/^Envoyée par Administrateur, le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}\.$/)).toBeVisible();
      await expect(plain.page.getByRole("link", { name: "Voir la lettre dans les archives" })).toHaveAttribute(
        "href",
        /^\/newsletter\/archives\/les-nouvelles-de-decembre-/,
      );
      await plain.context.close();

      // Each confirmed subscriber gets one mail: the introduction, both articles with their links, the unsubscribe headers.
      const unsubscribeLinks: string[] = [];
      for (const email of subscribers) {
        const mail = await oneLetterTo(email, subject);
        expect(mail.body).toContain(intro);
        for (const article of articles) {
          expect(mail.body).toContain(article.title);
          expect(mail.body).toContain(`${baseURL}/kheopscope/${article.slug}`);
        }
        const link = new RegExp(`^(${baseURL}/desinscription\\?\\S+)$`, "m").exec(mail.body)?.[1] ?? "";
        expect(new URL(link).searchParams.get("email")).toBe(email);
        unsubscribeLinks.push(link);
        // Both parts: the HTML one holds the same words and the same link.
        expect(mail.html).toContain(intro);
        expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
        expect(mail.headers["list-unsubscribe"]).toContain(`<${link}>`);
        expect(mail.headers["list-unsubscribe"]).toMatch(/<mailto:[^>]+>/);
        expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      }

      // The provider's one-click POST (RFC 8058): no cookie, no page, no Origin.
      const [firstEmail = "", secondEmail = ""] = subscribers;
      const oneClick = await page.context().request.fetch(unsubscribeLinks[0] ?? "", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "" },
        data: "List-Unsubscribe=One-Click",
        maxRedirects: 0,
      });
      expect(oneClick.status()).toBe(200);
      const letterId = letterPath.split("/").pop();
      expect(subscriberRow(firstEmail)).toMatchObject({ removed_at: expect.any(String), unsubscribed_by: letterId });
      expect(subscriberRow(secondEmail)).toMatchObject({ removed_at: null });

      // The letter's results count its mails and the unsubscribe it caused.
      await expect(async () => {
        await page.goto(letterPath);
        const results = page.getByRole("region", { name: `Résultats de «\u00a0${subject}\u00a0»` });
        await expect(results.getByRole("definition").nth(1)).toHaveText(String(count), { timeout: 1000 });
        await expect(results.getByRole("definition").nth(4)).toHaveText("1", { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      // Still one mail each: sending is done once.
      for (const email of subscribers) expect(await lettersTo(email, subject)).toHaveLength(1);

      // The activity log says who wrote, tested and sent it.
      await navigation(page).getByRole("link", { name: "Activité" }).click();
      const lines = page.getByRole("table", { name: "Dernières actions de l'équipe" }).getByRole("row").filter({ hasText: subject });
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(0)).toContainText("A envoyé la lettre");
      await expect(lines.nth(1)).toContainText("S'est envoyé la lettre en test");
      await expect(lines.nth(2)).toContainText("A enregistré la lettre");
      for (const index of [0, 1, 2]) await expect(lines.nth(index)).toContainText("Administrateur");

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("a writer drafts a letter, and cannot test, schedule or send it", async ({ page, baseURL }) => {
      const run = `${width}-${Date.now()}`;
      const subject = `Brouillon d'un rédacteur ${run}`;
      const password = "le mot de passe du rédacteur des lettres";
      const { email } = await createWriterAccount("Paul Essomba", password);
      await page.goto("/admin");
      await page.getByLabel("Adresse e-mail").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await navigation(page).getByRole("link", { name: "Lettres" }).click();
      await page.getByRole("link", { name: "Écrire une lettre" }).click();
      await writeLetter(page, { subject, intro: "Un brouillon écrit par la rédaction.", articles: [] });
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Lettre enregistrée en brouillon");
      const letterPath = new URL(page.url()).pathname;
      await expect(
        page.getByText("Seul un administrateur peut s'en envoyer un test, la programmer ou l'envoyer.", { exact: false }),
      ).toBeVisible();
      for (const name of ["Envoyer un test", "Programmer", "Envoyer"])
        await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);

      // A post of the administrator's buttons (an old tab, a forged form) is refused, in French, and changes nothing.
      for (const intent of ["askToSend", "send", "test", "schedule"]) {
        const answer = await page.request.post(letterPath, {
          form: { intent, recipients: "1", at: "2099-01-01T09:00" },
          headers: { origin: baseURL ?? "" },
          maxRedirects: 0,
        });
        expect(answer.status(), intent).toBe(303);
        expect(answer.headers().location).toBe(letterPath);
      }
      await page.goto(letterPath);
      await expect(page.getByRole("status")).toHaveText(
        "Seul un administrateur peut envoyer une lettre de test, programmer une lettre ou l'envoyer\u00a0: votre compte de rédacteur peut l'écrire et l'enregistrer.",
      );
      await page.goto(`${letterPath}?envoi=confirmer`);
      await expect(page.getByRole("heading", { name: /^Envoyer cette lettre/ })).toHaveCount(0);
      await page.goto("/admin/lettres");
      const row = page.getByRole("listitem").filter({ hasText: subject });
      await expect(row.getByText("Brouillon", { exact: true })).toBeVisible();
      await expect(row.getByText("Écrite par Paul Essomba")).toBeVisible();
    });
  });
}
