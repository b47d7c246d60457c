import type { Browser, Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";

/**
 * The staff's journeys on a site of their own (the "admin" project of playwright.config.ts):
 * logging in, writing and publishing an article that a fresh browser then reads, the workflow,
 * the tools and the stock pictures.
 */

async function logIn(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("tab", { name: "Gestion des articles" })).toBeVisible();
  await waitForHydration(page);
}

function editor(page: Page) {
  return page.getByRole("textbox", { name: "Contenu de l'article" });
}

async function write(page: Page, title: string, paragraphs: string[]) {
  await page.getByLabel("Titre de l'article").fill(title);
  const content = editor(page);
  await content.click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(paragraph);
  }
  await expect(content).toContainText(paragraphs.at(-1) ?? "");
}

/** What an action said: a toast in the editor, or the notice a list shows once after its form (role="status"). */
async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

function articleTab(page: Page, name: string) {
  return page.getByRole("tab", { name: new RegExp(`^${name}`) });
}

/** The count an article tab shows (« Publiés 8 »). */
async function countOf(page: Page, name: string): Promise<number> {
  return Number(/\d+/.exec((await articleTab(page, name).textContent()) ?? "")?.[0] ?? Number.NaN);
}

/** The number a stat card shows (« Brouillons 3 » in « Vue d'ensemble des articles »). */
async function cardOf(page: Page, name: string): Promise<number> {
  const card = page
    .getByRole("region", { name: "Vue d'ensemble des articles" })
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
  return Number(/\d+/.exec((await card.textContent()) ?? "")?.[0] ?? Number.NaN);
}

type JourneyArgs = { page: Page; browser: Browser; baseURL: string | undefined };

// The journeys change the same articles and compare counts: one at a time, in this order.
test.describe.configure({ mode: "default" });

/** A browser with no cookie, as a reader who never saw the admin. */
async function asReader<T>(browser: Browser, baseURL: string | undefined, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const width of journeyWidths) {
  test.describe(`admin at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    // A wrong password is answered 401, which the browser reports in its console.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test("a wrong password is refused, the right one opens the dashboard, a reload keeps it and logout ends it", async ({ page }) => {
      await page.goto("/admin");
      await expect(page).toHaveTitle(/Administration/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await waitForHydration(page);
      await page.getByLabel("Mot de passe").fill("pas le bon");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("alert")).toHaveText("Mot de passe incorrect");

      await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("tab", { name: "Gestion des articles" })).toBeVisible();
      for (const label of ["Total", "Publiés", "Brouillons", "Archivés", "Corbeille"]) {
        await expect(page.getByRole("region", { name: "Vue d'ensemble des articles" }).getByText(label, { exact: true })).toBeVisible();
      }

      await page.reload();
      await expect(page.getByRole("tab", { name: "Gestion des articles" })).toBeVisible();

      await page.getByRole("button", { name: "Déconnexion" }).click();
      await expect(page.getByLabel("Mot de passe")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Mot de passe")).toBeVisible();
      await expect(page.getByRole("tab", { name: "Gestion des articles" })).toHaveCount(0);
    });

    test(
      "an article written, saved and published is read at once by a fresh browser; archived, it is gone; then trashed and deleted",
      publishJourney,
    );
    test("a save and a publish made in the editor move the counts above it at once, without a reload", editorCountsJourney);
    test("the tools: save needs a title and content, the SEO score and its panel, the export download", toolsJourney);
    test("a stock picture found by keyword goes to the article and is served by our own server", stockPictureJourney);
    test(
      "a session ended in another tab: a list action asks for the password, then comes back to its list, nothing done",
      sessionEndedJourney,
    );
    test("each view of the workspace is a page with its address: typed in the bar, reloaded, and back", addressesJourney);
  });
}

function selected(page: Page, name: string | RegExp) {
  return expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}

async function addressesJourney({ page }: JourneyArgs) {
  await logIn(page);
  const views = [
    ["/admin/articles?statut=publie", /^Publiés/],
    ["/admin/articles?statut=corbeille", /^Corbeille/],
    ["/admin/articles/nouveau", /^Création/],
    ["/admin/images", "Gestion des images"],
  ] as const;
  for (const [path, tab] of views) {
    await page.goto(path);
    await selected(page, tab);
    await page.reload();
    await selected(page, tab);
  }

  // The tabs are links to their pages; the back button walks back through them.
  await page.goto("/admin/articles?statut=publie");
  await articleTab(page, "Brouillons").click();
  await expect(page).toHaveURL(/\/admin\/articles\?statut=brouillon$/);
  await selected(page, /^Brouillons/);
  await page.getByRole("tab", { name: "Gestion des images" }).click();
  await expect(page).toHaveURL(/\/admin\/images$/);
  await expect(page.getByRole("tabpanel", { name: "Gestion des images" }).getByLabel("Mot-clé")).toBeVisible();
  await page.goBack();
  await selected(page, /^Brouillons/);
  await page.goBack();
  await selected(page, /^Publiés/);

  // « Modifier » opens the article at its own address, which a reload opens again.
  const published = page.getByRole("tabpanel", { name: /Publiés/ });
  const title = (await published.getByRole("heading", { level: 3 }).first().textContent()) ?? "";
  await published.getByRole("link", { name: "Modifier" }).first().click();
  await expect(page).toHaveURL(/\/admin\/articles\/[^/?]+$/);
  await expect(page.getByLabel("Titre de l'article")).toHaveValue(title);
  await page.reload();
  await selected(page, /^Création/);
  await expect(page.getByLabel("Titre de l'article")).toHaveValue(title);

  // An article that does not exist: the admin's own 404, inside its frame (in a tab of its own, whose
  // console reports the 404).
  const missing = await page.context().newPage();
  await missing.goto("/admin/articles/introuvable");
  await expect(missing.getByRole("heading", { name: "Page non trouvée", level: 2 })).toBeVisible();
  await expect(missing.getByText("Cet article n'existe plus.")).toBeVisible();
  await expect(missing.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
  await missing.close();
}

async function publishJourney({ page, browser, baseURL }: JourneyArgs) {
  const title = `Vendre ses pagnes sur Instagram ${Date.now()}`;
  await logIn(page);
  // Relative counts, at least: the other journeys of this file (run before it, one at a time) publish too,
  // and so do journeys of other files (the accounts' writer, the activity log) running beside this one.
  const published = await countOf(page, "Publiés");
  const drafts = await countOf(page, "Brouillons");

  await write(page, title, ["Une vitrine ouverte jour et nuit pour les créatrices de Douala.", "Trois réglages suffisent pour commencer."]);
  await expect(page.getByText(/\d+\smots/).first()).toBeVisible();
  // What search engines and link previews show of it.
  const seoTitle = `Pagnes sur Instagram : trois réglages ${Date.now()}`;
  const seoDescription = "Trois réglages pour ouvrir une vitrine Instagram qui vend, même avec peu d'abonnés.";
  await page.getByLabel("Titre SEO", { exact: true }).fill(seoTitle);
  await page.getByLabel("Description SEO", { exact: true }).fill(seoDescription);
  await page.getByRole("button", { name: "Enregistrer en brouillon" }).click();
  await toast(page, "Article sauvegardé en brouillon");

  // The lists are pages: the drafts' page counts it and lists it.
  await articleTab(page, "Brouillons").click();
  await expect(page).toHaveURL(/\/admin\/articles\?statut=brouillon$/);
  expect(await countOf(page, "Brouillons")).toBeGreaterThanOrEqual(drafts + 1);
  const draftPanel = page.getByRole("tabpanel", { name: /Brouillons/ });
  await expect(draftPanel.getByRole("heading", { name: title })).toBeVisible();
  await draftPanel.getByRole("button", { name: new RegExp(`^Publier.*${title}`) }).click();
  // Back on the drafts' page, with what was done said once and the counts as they are now.
  await toast(page, "Article publié");
  await expect(page).toHaveURL(/\/admin\/articles\?statut=brouillon$/);
  expect(await countOf(page, "Publiés")).toBeGreaterThanOrEqual(published + 1);
  await expect(page.getByRole("tabpanel", { name: /Brouillons/ }).getByRole("heading", { name: title })).toHaveCount(0);

  const slug = await asReader(browser, baseURL, async (reader) => {
    await reader.goto("/kheopscope");
    const link = reader.getByRole("link", { name: title }).first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    await reader.goto(href);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText("Trois réglages suffisent pour commencer.", { exact: true })).toBeVisible();
    expect(await reader.title()).toMatch(new RegExp(`^${seoTitle} \\| `));
    await expect(reader.locator('meta[name="description"]')).toHaveAttribute("content", seoDescription);
    await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`^${seoTitle} \\| `));
    const rss = await reader.request.get("/kheopscope/rss.xml");
    expect(await rss.text()).toContain(title);
    // Its link preview: a card of its own, described as drawn without a picture (none was chosen).
    const card = (await reader.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(card).toMatch(/\/partage\/kheopscope\/[a-z0-9-]+\.jpg$/);
    expect((await reader.request.get(new URL(card).pathname)).headers()["content-type"]).toBe("image/jpeg");
    expect(await reader.locator('meta[property="og:image:alt"]').getAttribute("content")).toContain("sur les couleurs de l'agence");
    return href;
  });

  // « Modifier » brings the article into the creator, its title in sight and focused.
  await articleTab(page, "Publiés").click();
  await page
    .getByRole("tabpanel", { name: /Publiés/ })
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: "Modifier", exact: true })
    .click();
  const titleField = page.getByLabel("Titre de l'article");
  await expect(titleField).toHaveValue(title);
  await waitForHydration(page);
  await expect(titleField).toBeFocused();
  await expect(titleField).toBeInViewport();

  await articleTab(page, "Publiés").click();
  await page
    .getByRole("tabpanel", { name: /Publiés/ })
    .getByRole("button", { name: new RegExp(`^Archiver.*${title}`) })
    .click();
  await toast(page, "Article archivé");
  expect((await page.request.get(slug)).status()).toBe(404);
  await asReader(browser, baseURL, async (reader) => {
    await reader.goto("/kheopscope");
    await expect(reader.getByRole("heading", { name: "Tous les articles" })).toBeVisible();
    await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
  });

  await articleTab(page, "Archivés").click();
  await page
    .getByRole("tabpanel", { name: /Archivés/ })
    .getByRole("button", { name: new RegExp(`^Mettre à la corbeille.*${title}`) })
    .click();
  await toast(page, "Article mis en corbeille");

  // Restored from the trash, it is a draft again; trashed once more, then deleted for good.
  await articleTab(page, "Corbeille").click();
  const trash = page.getByRole("tabpanel", { name: /Corbeille/ });
  await trash.getByRole("button", { name: new RegExp(`^Restaurer.*${title}`) }).click();
  await toast(page, "Article restauré");
  await expect(trash.getByRole("heading", { name: title })).toHaveCount(0);
  await articleTab(page, "Brouillons").click();
  await page
    .getByRole("tabpanel", { name: /Brouillons/ })
    .getByRole("button", { name: new RegExp(`^Mettre à la corbeille.*${title}`) })
    .click();
  await toast(page, "Article mis en corbeille");
  await articleTab(page, "Corbeille").click();
  await trash.getByRole("button", { name: new RegExp(`^Supprimer définitivement.*${title}`) }).click();
  await toast(page, "Article supprimé définitivement");
  await expect(page).toHaveURL(/\/admin\/articles\?statut=corbeille$/);
  await expect(trash.getByRole("heading", { name: title })).toHaveCount(0);
  // The browser's back button walks back through the pages seen: the trash before the deletion, then the drafts.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/articles\?statut=corbeille$/);
  await page.goBack();
  await expect(page.getByRole("tab", { name: /^Brouillons/, selected: true })).toBeVisible();
}

async function editorCountsJourney({ page }: JourneyArgs) {
  await logIn(page);
  await page.goto("/admin/articles/nouveau");
  await waitForHydration(page);
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  const drafts = await countOf(page, "Brouillons");
  expect(await cardOf(page, "Brouillons")).toBe(drafts);

  await write(page, `Les comptes suivent l'éditeur ${Date.now()}`, ["Un brouillon enregistré, puis publié, sans recharger la page."]);
  // Each write answers the counts as the server made them after it: the page shows those (other files' journeys
  // write beside this one, so the numbers are compared with the answer, not with the ones before).
  const answered = async (path: string, act: () => Promise<void>) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === "POST");
    await act();
    return ((await (await answer).json()) as { counts: Record<"draft" | "published", number> }).counts;
  };
  const afterSave = await answered("/admin/api/articles", () => page.getByRole("button", { name: "Enregistrer en brouillon" }).click());
  await toast(page, "Article sauvegardé en brouillon");
  expect(afterSave.draft).toBeGreaterThanOrEqual(drafts + 1);
  await expect.poll(() => countOf(page, "Brouillons")).toBe(afterSave.draft);
  expect(await cardOf(page, "Brouillons")).toBe(afterSave.draft);

  const afterPublish = await answered("/admin/api/articles/publication", () =>
    page.getByRole("button", { name: "Publier", exact: true }).click(),
  );
  await toast(page, "Article publié");
  await expect.poll(() => countOf(page, "Publiés")).toBe(afterPublish.published);
  await expect.poll(() => countOf(page, "Brouillons")).toBe(afterPublish.draft);
  expect(await cardOf(page, "Publiés")).toBe(afterPublish.published);
  expect(await cardOf(page, "Brouillons")).toBe(afterPublish.draft);
  // The page was never loaded again: the counts came with the editor's answers.
  expect(loads).toBe(0);
  await expect(page).toHaveURL(/\/admin\/articles\/[^/?]+$/);
}

async function toolsJourney({ page }: JourneyArgs) {
  await logIn(page);
  await expect(page.getByRole("button", { name: "Enregistrer en brouillon" })).toBeDisabled();
  await page.getByRole("button", { name: "Analyse SEO", exact: true }).click();
  await toast(page, "Aucun contenu à analyser");
  await page.getByRole("button", { name: "Exporter en HTML" }).click();
  await toast(page, "Aucun contenu à exporter");
  await page.getByRole("button", { name: "Suggestions de contenu" }).click();
  await toast(page, "Veuillez d'abord saisir un titre");

  await write(page, "Réussir sa page Facebook", ["Une page claire attire des clients fidèles."]);
  await expect(page.getByRole("button", { name: "Enregistrer en brouillon" })).toBeEnabled();
  await page.getByRole("button", { name: "Analyse SEO", exact: true }).click();
  await expect(page.getByText(/^Score SEO\s:\s\d+\/100/).first()).toBeVisible();
  await expect(page.getByText("Titre").first()).toBeVisible();

  // The measured analysis, step by step (the first after 2 s), with what it is based on.
  await page.getByRole("button", { name: "Analyse du texte" }).click();
  const analysis = page.getByRole("heading", { name: "Analyse du texte" }).locator("..");
  await expect(analysis.getByText("Lisibilité", { exact: true })).toBeVisible();
  await expect(analysis.getByText("Ton", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(analysis.getByText(/mars 2025/)).toBeVisible();

  await page.getByRole("button", { name: "Suggestions de contenu" }).click();
  await expect(page.getByRole("heading", { name: "Plan proposé" })).toBeVisible();
  await page.getByRole("button", { name: "Insérer le plan dans l'article" }).click();
  await expect(editor(page).getByRole("heading", { level: 2 }).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en HTML" }).click();
  expect((await download).suggestedFilename()).toBe("reussir-sa-page-facebook.html");
  await toast(page, "Article exporté");
}

async function stockPictureJourney({ page, browser, baseURL }: JourneyArgs) {
  await logIn(page);
  await page.getByRole("tab", { name: "Gestion des images" }).click();
  await expect(page).toHaveURL(/\/admin\/images$/);
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Mot-clé" }).fill("Douala");
  await page.getByRole("button", { name: "Rechercher" }).click();
  // The first source fails (500): the results come from the second.
  await expect(page.getByText(/4\simages trouvées sur Pexels/)).toBeVisible();
  await page.getByRole("button", { name: /Utiliser pour l'article\s:\sMarché de Douala, photo 2/ }).click();

  // The picture goes to the article open in the editor: a new one here, on its own page.
  await expect(page).toHaveURL(/\/admin\/articles\/nouveau$/);
  await expect(page.getByRole("tab", { name: "Gestion des articles" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Photo\u00a0: Photographe 2 sur Pexels").first()).toBeVisible();
  await waitForHydration(page);
  const title = `Le marché en images ${Date.now()}`;
  await write(page, title, ["Un reportage photo au cœur du marché."]);
  // A second picture, in the text this time: its credit is written under it.
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Choisir une image" });
  await picker.getByRole("searchbox", { name: "Mot-clé" }).fill("Douala");
  await picker.getByRole("button", { name: "Rechercher" }).click();
  await picker.getByRole("button", { name: /Marché de Douala, photo 3/ }).click();
  await expect(editor(page).getByRole("img", { name: "Marché de Douala, photo 3" })).toBeVisible();
  await expect(editor(page).getByText("Photo\u00a0: Photographe 3 sur Pexels")).toBeVisible();
  await page.getByRole("button", { name: "Publier" }).first().click();
  await toast(page, "Article publié");

  await asReader(browser, baseURL, async (reader) => {
    await reader.goto("/kheopscope");
    await reader.getByRole("link", { name: title }).first().click();
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const picture = reader.locator("article img, main img").first();
    await expect(picture).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}-\d+\.webp$/);
    const src = (await picture.getAttribute("src")) ?? "";
    const answer = await reader.request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/webp");
    // Both credits link the provider's site, not the picture's file.
    const providerLinks = reader.getByRole("main").getByRole("link", { name: "Pexels", exact: true });
    await expect(providerLinks).toHaveCount(2);
    for (const link of await providerLinks.all()) await expect(link).toHaveAttribute("href", "https://www.pexels.com/");
  });
}

async function sessionEndedJourney({ page }: JourneyArgs) {
  await logIn(page);
  await articleTab(page, "Publiés").click();
  const published = page.getByRole("tabpanel", { name: /Publiés/ });
  const title = (await published.getByRole("heading", { level: 3 }).first().textContent()) ?? "";
  // The same staff member logs out in another tab of the same browser.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/admin");
  await otherTab.getByRole("button", { name: "Déconnexion" }).click();
  await expect(otherTab.getByLabel("Mot de passe")).toBeVisible();

  await published
    .getByRole("button", { name: /^Archiver/ })
    .first()
    .click();
  await expect(page.getByText("Votre session a pris fin", { exact: false }).first()).toBeVisible();
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Back to the list it came from; the action was not done.
  await expect(page).toHaveURL(/\/admin\/articles\?statut=publie$/);
  await expect(published.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
}

test.describe("before the page's script", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the sign-in works, the workspace's tabs are links to their pages, and a list's action is done and said", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByRole("tab", { name: "Gestion des images" }).click();
    await expect(page).toHaveURL(/\/admin\/images$/);
    await expect(page.getByRole("tabpanel", { name: "Gestion des images" }).getByLabel("Mot-clé")).toBeVisible();
    await page.getByRole("tab", { name: "Gestion des articles" }).click();
    await articleTab(page, "Publiés").click();
    await expect(page).toHaveURL(/\/admin\/articles\?statut=publie$/);
    const published = page.getByRole("tabpanel", { name: /Publiés/ });
    const title = (await published.getByRole("heading", { level: 3 }).first().textContent()) ?? "";

    // « Remettre en brouillon », a plain form: done and said once, without any script.
    await published.getByRole("button", { name: `Remettre en brouillon : ${title}`, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?statut=publie$/);
    await expect(page.getByRole("status").filter({ hasText: "Article remis en brouillon" })).toBeVisible();
    await expect(published.getByRole("heading", { level: 3, name: title, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Article remis en brouillon", { exact: true })).toHaveCount(0);

    // Published again from the drafts' page.
    await articleTab(page, "Brouillons").click();
    await page
      .getByRole("tabpanel", { name: /Brouillons/ })
      .getByRole("button", { name: `Publier : ${title}`, exact: true })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Article publié" })).toBeVisible();
    await articleTab(page, "Publiés").click();
    await expect(published.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  });
});
