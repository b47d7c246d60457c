import { cookieChoiceMade, expect, expectAccessible, test } from "./fixtures";
import { writeSentLetter } from "./support/sent-letter";

/**
 * The public archive of the newsletter, as a visitor finds it: from /newsletter to the list of sent letters, one
 * letter's page, and the article it points to. Sending a letter needs an administrator and confirmed subscribers:
 * the journey writes the row sending leaves (status 'sent', its slug and cards) straight into the public site's
 * SQLite file, as tests/e2e/admin-health.spec.ts does for backups. Its own slug, so no other journey sees it change;
 * the sitemap lists it, so layout.spec.ts may open it too, which it may.
 */

const slug = "parcours-des-archives-vendre-en-decembre";
const subject = "Parcours des archives : vendre en décembre";
const article = { slug: "strategie-facebook-2025", title: "Stratégie Facebook 2025 pour les commerçants" };

/** This journey's letter, sent: its row as sending leaves it (support/sent-letter.ts). */
function writeArchiveLetter(origin: string) {
  writeSentLetter({
    id: "journey-archive-letter",
    slug,
    subject,
    preheader: "Trois idées pour les fêtes",
    introHtml:
      "<p>Bonjour à tous, voici <strong>nos conseils</strong> pour les fêtes.</p><h2>Préparez vos stocks</h2><p>Dès maintenant.</p>",
    at: "2026-12-02T09:00:00.000Z",
    cards: [
      {
        title: article.title,
        excerpt: "Ce qui marche encore pour vendre sur Facebook au Cameroun.",
        url: `${origin}/kheopscope/${article.slug}`,
        image: { src: `${origin}/partage/kheopscope/${article.slug}.jpg`, alt: article.title },
      },
    ],
  });
}

test.describe("the newsletter's archive at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: cookieChoiceMade("refused") });

  test("from /newsletter to the sent letters, one letter's page, and the article it points to", async ({ page, baseURL }) => {
    writeArchiveLetter(baseURL ?? "");
    await page.goto("/newsletter");
    await page.getByRole("link", { name: "Lire les lettres déjà envoyées" }).click();
    await expect(page).toHaveURL("/newsletter/archives");
    await expect(page.getByRole("heading", { level: 1, name: "Les lettres déjà envoyées" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Newsletter" })).toHaveAttribute(
      "href",
      "/newsletter",
    );
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: subject }) });
    await expect(item.getByText("2 décembre 2026")).toBeVisible();
    await expect(item.getByText("Trois idées pour les fêtes")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Recevez la prochaine lettre" }).getByRole("link", { name: "Je m'abonne" }),
    ).toHaveAttribute("href", "/newsletter");
    await expectAccessible(page);

    await item.getByRole("link", { name: subject }).click();
    await expect(page).toHaveURL(`/newsletter/archives/${slug}`);
    await expect(page).toHaveTitle(`${subject} | Kheops Digital`);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("Envoyée le 2 décembre 2026")).toBeVisible();
    await expect(page.getByText("Bonjour à tous, voici nos conseils pour les fêtes.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Préparez vos stocks" })).toBeVisible();
    const articles = page.getByRole("region", { name: "À lire sur Kheopscope" });
    await expect(articles.getByText("Ce qui marche encore pour vendre sur Facebook au Cameroun.")).toBeVisible();
    await expectAccessible(page);

    // The card leads to the article on this site, by its path.
    await articles.getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(`/kheopscope/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the sitemap lists the archive and the letter", async ({ request, baseURL }) => {
    writeArchiveLetter(baseURL ?? "");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/newsletter/archives</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/newsletter/archives/${slug}</loc>`);
  });

  test.describe("an unknown letter", () => {
    // The browser logs the 404 of the page itself.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("answers 404 in the site's frame, with the way back to the list", async ({ page }) => {
      const response = await page.goto("/newsletter/archives/lettre-inconnue");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Lettre introuvable" })).toBeVisible();
      await page.getByRole("link", { name: "Toutes les lettres" }).click();
      await expect(page).toHaveURL("/newsletter/archives");
    });
  });
});
