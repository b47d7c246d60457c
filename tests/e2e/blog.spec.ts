import type { Page } from "@playwright/test";
import { cookieChoiceMade, expect, expectAccessible, journeyWidths, slowPhone, test, waitForHydration, widthTag } from "./fixtures";

const newest = "comment-repondre-cest-trop-cher-whatsapp";
const oldest = "tendances-marketing-digital-afrique-2025";

const cards = (page: Page) => page.getByRole("list", { name: "Tous les articles" }).getByRole("listitem");
/** Whether two cards of the list share a row (the grid) or each has its own (the list). */
const cardsSideBySide = async (page: Page) => {
  const tops = await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return new Set(tops).size < tops.length;
};
const tools = (page: Page) => page.getByRole("region", { name: "Outils de l'article" });
const quickMenu = (page: Page) => page.getByRole("region", { name: "Menu rapide de l'article" });
// The article's own counts, in its header (the sidebar lists other articles' counts).
const audience = (page: Page) => page.getByRole("list", { name: "Vues et j'aime" });
const countIn = async (page: Page, words: RegExp) => Number((await audience(page).getByText(words).textContent())?.match(/\d+/)?.[0]);
const likesOf = (page: Page) => countIn(page, /j'aime/);
const viewsOf = (page: Page) => countIn(page, /\bvues?\b/);

for (const width of journeyWidths) {
  test.describe(`Kheopscope at ${width} px`, widthTag(width), () => {
    // The cookie choice is made, so its banner does not cover the article's bottom bar on phones.
    test.use({
      viewport: { width, height: width < 800 ? 844 : 800 },
      storageState: cookieChoiceMade("refused"),
    });
    const desktop = width >= 1024;

    test("the blog home features the newest article, searches and sorts through the URL", async ({ page }) => {
      await page.goto("/kheopscope");
      await expect(page.getByRole("heading", { level: 1, name: "Kheopscope" })).toBeVisible();
      const moment = page.getByRole("region", { name: "L'article du moment" });
      await expect(moment.getByText("NOUVEAU")).toBeVisible();
      await expect(moment.getByText("En ligne")).toBeVisible();
      await expect(moment.getByText("MN")).toBeVisible();
      await expect(moment.getByText(/C'est trop cher\.\u00a0» Trois mots/)).toBeVisible();
      await expect(cards(page)).toHaveCount(7);
      await expect(page.getByRole("region", { name: "Les plus populaires" }).getByRole("listitem")).toHaveCount(5);
      await expect(page.getByRole("heading", { name: "Catégories" })).toBeVisible();
      await expectAccessible(page);

      // Typed at once, as a visitor would: the page's script, which comes after the paint (seconds after it on a
      // loaded machine), applies what was typed before it; the list is what is awaited.
      await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("TIKTOK");
      await expect(cards(page)).toHaveCount(1, { timeout: 20_000 });
      await expect(cards(page).first()).toContainText("Instagram Reels ou TikTok");
      await expect(page).toHaveURL(/\?q=TIKTOK$/);
      await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("zzzz");
      await expect(page.getByText("Aucun article trouvé")).toBeVisible();
      await expect(page.getByText("Essayez de modifier vos critères de recherche")).toBeVisible();
      await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("");
      await expect(cards(page)).toHaveCount(7);

      await page.getByLabel("Trier par").selectOption("oldest");
      await expect(page).toHaveURL(/tri=oldest/);
      await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", `/kheopscope/${oldest}`);
      await page.getByLabel("Trier par").selectOption("readTime");
      await expect(page).toHaveURL(/tri=readTime/);
      const times = await cards(page).locator("text=/^\\d+ min$/").allTextContents();
      expect(times.map((time) => Number.parseInt(time, 10))).toEqual(
        [...times.map((time) => Number.parseInt(time, 10))].sort((a, b) => a - b),
      );

      if (desktop) {
        await page.getByRole("link", { name: "Liste" }).click();
        await expect(page).toHaveURL(/vue=liste/);
        await expect(page.getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
        expect(await cardsSideBySide(page), "one card a row").toBe(false);
        await page.getByRole("link", { name: "Grille" }).click();
        await expect(page.getByRole("link", { name: "Grille" })).toHaveAttribute("aria-current", "true");
        await expect.poll(() => cardsSideBySide(page), { message: "cards side by side" }).toBe(true);
      } else {
        await expect(page.getByRole("link", { name: "Liste" })).toBeHidden();
      }

      await moment.getByRole("link", { name: "Lire l'article complet" }).click();
      await expect(page).toHaveURL(`/kheopscope/${newest}`);
    });

    test("an article: header, content with FAQ and diagram, table of contents, font size, share", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() => {
        (window as unknown as { opened: string[][] }).opened = [];
        window.open = ((url: string, target: string, features: string) => {
          (window as unknown as { opened: string[][] }).opened.push([url, target, features]);
          return null;
        }) as typeof window.open;
      });
      await page.goto(`/kheopscope/${newest}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("trop cher");
      await expect(page.getByText("Mireille Ngo Biyong").first()).toBeVisible();
      await expect(page.getByText("3 septembre 2025")).toBeVisible();
      await expect(page.getByText(/\d+\smin de lecture/)).toBeVisible();
      // The diagram library loads when the diagram comes near the screen.
      await expect(page.locator("pre.mermaid svg")).toHaveCount(0);
      await page.locator("pre.mermaid").scrollIntoViewIfNeeded();
      await expect(page.locator("pre.mermaid svg")).toBeVisible({ timeout: 15_000 });
      // Drawn at a size one can read: the words of its boxes about as tall as the text's (16 px drawn at 0.8 em), not
      // shrunk into a drawing spread several screens wide (a transition on every element once moved its boxes apart).
      const boxWords = page.locator("pre.mermaid svg .nodeLabel").first();
      await expect
        .poll(async () => (await boxWords.boundingBox())?.height ?? 0, { message: "height of a box's words" })
        .toBeGreaterThan(10);

      const faq = page.locator(".article-faq-item");
      await faq.nth(0).locator("summary").click();
      await expect(faq.nth(0)).toHaveAttribute("open", "");
      await faq.nth(1).locator("summary").click();
      await expect(faq.nth(1)).toHaveAttribute("open", "");
      await expect(faq.nth(0)).not.toHaveAttribute("open", "");

      await expect(page.getByRole("link", { name: "Retour à Kheopscope" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "À propos de l'auteur" })).toBeVisible();

      if (desktop) {
        await expect(quickMenu(page)).toBeHidden();
        await page.getByRole("button", { name: "Sommaire" }).click();
        const toc = page.getByRole("navigation", { name: "Sommaire" });
        const entries = toc.getByRole("link");
        expect(await entries.count()).toBeGreaterThanOrEqual(4);
        const target = await entries.nth(2).getAttribute("href");
        await entries.nth(2).click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target ?? "")).toBeInViewport();

        const body = page.locator(".article-body");
        const sizes: string[] = [];
        for (let step = 0; step < 4; step++) {
          await page.getByRole("button", { name: /Taille du texte/ }).click();
          sizes.push(await body.evaluate((element) => (element as HTMLElement).style.fontSize));
        }
        expect(sizes).toEqual(["1.25rem", "1.375rem", "1.5rem", "1rem"]);

        await page.getByRole("button", { name: "Partager", exact: true }).click();
      } else {
        await expect(tools(page)).toBeHidden();
        await quickMenu(page).getByRole("button", { name: "Partager" }).click();
      }
      const url = encodeURIComponent(`${new URL(page.url()).origin}/kheopscope/${newest}`);
      await expect(page.getByRole("link", { name: "Partager sur X (Twitter)" })).toHaveAttribute(
        "href",
        new RegExp(`twitter\\.com/intent/tweet\\?url=${url}`),
      );
      await expect(page.getByRole("link", { name: "Partager sur Facebook" })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await page.getByRole("link", { name: "Partager sur LinkedIn" }).click();
      const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
      expect(opened).toEqual([
        [`https://www.linkedin.com/sharing/share-offsite/?url=${url}`, "_blank", expect.stringContaining("noopener")],
      ]);
      // The menu stays open after a network was chosen.
      await page.getByRole("button", { name: "Copier le lien" }).click();
      await expect(page.getByText("Le lien de l'article a été copié dans le presse-papier.")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decodeURIComponent(url));
      await expectAccessible(page);
    });

    test("a like counts once per browser and a view once per session, and the counts travel live", async ({ page, context }) => {
      // Articles no other journey opens: a view counted by a journey running beside this one would
      // show up in the counts this one compares.
      const slug = width === 1280 ? "profil-ou-page-facebook-2025-guide-ultime-vendre-cameroun" : "avenir-intelligence-artificielle";
      await page.goto(`/kheopscope/${slug}`);
      await expect.poll(() => viewsOf(page)).toBeGreaterThan(0);
      const views = await viewsOf(page);
      const likes = await likesOf(page);

      // Another tab of the same browser shows the blog; the like must reach it without a reload.
      const blog = await context.newPage();
      await blog.goto("/kheopscope");
      const card = blog.locator("article", { has: blog.locator(`a[href="/kheopscope/${slug}"]`) }).first();
      await expect(card.getByRole("button", { name: /J'aime cet article/ })).toContainText(String(likes));

      const likeButton = desktop
        ? tools(page).getByRole("button", { name: /J'aime cet article/ })
        : quickMenu(page).getByRole("button", { name: /J'aime cet article/ });
      await likeButton.click();
      await expect.poll(() => likesOf(page)).toBe(likes + 1);
      await expect(page.getByRole("button", { name: /Vous aimez cet article/ }).first()).toBeDisabled();
      await expect(card.getByRole("button", { name: /aime/ })).toContainText(String(likes + 1));

      await page.reload();
      await expect(page.getByRole("button", { name: /Vous aimez cet article/ }).first()).toBeDisabled();
      expect(await likesOf(page)).toBe(likes + 1);
      expect(await viewsOf(page)).toBe(views);

      // Replaying the like request with the same visitor cookie changes nothing.
      const replay = await page.request.post(`/api/articles/${slug}/jaime`);
      expect((await replay.json()).likes).toBe(likes + 1);
    });

    test.describe("unknown article", () => {
      // The browser logs the 404 of the page itself.
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test("answers 404 with the spec's texts", async ({ page }) => {
        const response = await page.goto("/kheopscope/article-inconnu");
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "Article non trouvé" })).toBeVisible();
        await expect(page.getByText("L'article que vous recherchez n'existe pas.")).toBeVisible();
        await page.getByRole("link", { name: "Retour à Kheopscope" }).click();
        await expect(page).toHaveURL("/kheopscope");
      });
    });

    test("the Reels/TikTok article shows its four charts; the comparison is a table or cards by width", async ({ page }) => {
      await page.goto("/kheopscope/instagram-reels-vs-tiktok");
      await waitForHydration(page);
      await expect(page.getByText("Répartition des utilisateurs par âge")).toBeVisible();
      await expect(page.getByText("Huit fonctionnalités comparées")).toBeVisible();
      await expect(page.getByText("Taux d'engagement moyen par format")).toBeVisible();
      await expect(page.getByText("Retour sur investissement publicitaire")).toBeVisible();
      const charts = page.locator("figure");
      await expect(charts.getByText("12,5\u00a0%")).toBeVisible();
      await expect(charts.getByText(/^\$20\b/)).toBeVisible();
      await expect(charts.getByText("4,8\u00a0%")).toBeVisible();
      // One table of eight rows from 768 px, eight cards under it.
      const comparison = page.getByRole("figure", { name: "Huit fonctionnalités comparées" });
      if (width >= 768) {
        await expect(comparison.getByRole("table")).toBeVisible();
        await expect(comparison.getByRole("listitem")).toHaveCount(0);
      } else {
        await expect(comparison.getByRole("table")).toBeHidden();
        await expect(comparison.getByRole("listitem")).toHaveCount(8);
      }
      // One platform at a time: a radio button that the stylesheet answers, with no script.
      const ages = page.getByRole("figure", { name: "Répartition des utilisateurs par âge" });
      // Read as a table of one column a platform (its three headers over rows of three cells); drawn as bars.
      const table = ages.getByRole("table", { name: "Part des utilisateurs de chaque tranche d'âge, en pourcentage" });
      await expect(table.getByRole("row", { name: "16-24 38\u00a0% 29\u00a0%" })).toBeAttached();
      const instagramColumn = table.getByRole("columnheader", { name: "Instagram Reels" });
      const drawn = ages.locator("[aria-hidden=true]");
      await expect(instagramColumn).toBeVisible();
      await expect(drawn.getByText("29\u00a0%")).toBeVisible();
      await ages.getByRole("radio", { name: "TikTok", exact: true }).check();
      await expect(instagramColumn).toBeHidden();
      await expect(drawn.getByText("29\u00a0%")).toBeHidden();
      await expect(drawn.getByText("38\u00a0%")).toBeVisible();
      await expect(table.getByRole("row", { name: "16-24 38\u00a0%" })).toBeAttached();
      // The choice is in the address: a reload (or a shared link) shows the same platform.
      await expect(page).toHaveURL(/\?ages=tiktok$/);
      // The forms that reload the page (the currency, the data saver) come back to it.
      await expect(page.locator('input[name="redirectTo"]').first()).toHaveValue(/\?ages=tiktok$/);
      await page.reload();
      await expect(ages.getByRole("radio", { name: "TikTok", exact: true })).toBeChecked();
      await expect(drawn.getByText("29\u00a0%")).toBeHidden();
      await ages.getByRole("radio", { name: "Les deux" }).check();
      await expect(drawn.getByText("29\u00a0%")).toBeVisible();
      await expect(instagramColumn).toBeVisible();
      await expect(page).toHaveURL(/\/instagram-reels-vs-tiktok$/);
    });

    test("an article's text is styled by element and fits the screen", async ({ page }) => {
      await page.goto("/kheopscope/strategie-facebook-2025");
      const fontSizeOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      // The stored text's headings stand out from its paragraphs (styles/article.css, loaded by the article page).
      expect(await fontSizeOf(".article-html h2")).toBeGreaterThan((await fontSizeOf(".article-html p")) * 1.3);
      // Nothing in it (a wide table, a section the browser skips while far below) widens the page past the screen.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.getByRole("heading", { level: 2 }).nth(3).scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });

    test("the home page shows the two newest articles", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Nos derniers articles" });
      await expect(section.getByRole("listitem")).toHaveCount(2);
      await expect(section.getByRole("listitem").first()).toContainText("NOUVEAU");
      await expect(section.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", `/kheopscope/${newest}`);
      await section.getByRole("link", { name: "Voir tous les articles" }).click();
      await expect(page).toHaveURL("/kheopscope");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and sort work from the URL and the form", async ({ page }) => {
    await page.goto("/kheopscope?tri=oldest");
    await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", `/kheopscope/${oldest}`);
    await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("facebook");
    await page.getByRole("button", { name: "Rechercher" }).click();
    // At the results, not at the top of the page.
    await expect(page).toHaveURL(/q=facebook.*#all-articles$/);
    await expect(page.getByRole("heading", { name: "Tous les articles" })).toBeInViewport();
    await expect(cards(page)).toHaveCount(2);
    // A card's likes, which only the page's script can add to, are still counted.
    await expect(
      cards(page)
        .first()
        .getByText(/^\d+\u00a0j'aime$/),
    ).toBeAttached();
    await page.goto(`/kheopscope/${newest}`);
    await expect(page.locator(".article-faq-item").first()).toBeVisible();
  });

  test("the age chart shows the platform the address names, and its choice works with the stylesheet alone", async ({ page }) => {
    await page.goto("/kheopscope/instagram-reels-vs-tiktok?ages=instagram");
    const ages = page.getByRole("figure", { name: "Répartition des utilisateurs par âge" });
    await expect(ages.getByRole("radio", { name: "Instagram Reels" })).toBeChecked();
    const drawn = ages.locator("[aria-hidden=true]");
    await expect(drawn.getByText("38\u00a0%")).toBeHidden();
    await expect(ages.getByRole("columnheader", { name: "TikTok" })).toBeHidden();
    await expect(drawn.getByText("29\u00a0%")).toBeVisible();
    await ages.getByRole("radio", { name: "Les deux" }).check();
    await expect(drawn.getByText("38\u00a0%")).toBeVisible();
  });

  test("an article's diagram is told in words, one path a line, not in the drawing tool's syntax", async ({ page }) => {
    await page.goto(`/kheopscope/${newest}`);
    const diagram = page.getByRole("group", { name: "Schéma 1" });
    await expect(diagram).toBeVisible();
    await expect(diagram).toContainText("Client convaincu\u00a0: Oui → Confirmer commande et paiement");
    await expect(diagram).not.toContainText("-->");
    await expect(diagram).not.toContainText("flowchart");
  });
});

test("an age chart platform chosen before the page's script goes into the address once the script has come", async ({ page }) => {
  const phone = await slowPhone(page);
  await page.goto("/kheopscope/instagram-reels-vs-tiktok");
  const ages = page.getByRole("figure", { name: "Répartition des utilisateurs par âge" });
  await ages.getByRole("radio", { name: "Instagram Reels" }).check();
  // The stylesheet answers at once.
  await expect(ages.locator("[aria-hidden=true]").getByText("38\u00a0%")).toBeHidden();
  await expect(page).toHaveURL(/\/instagram-reels-vs-tiktok$/);
  phone.release();
  await expect(page).toHaveURL(/\?ages=instagram$/);
  await expect(page.locator('input[name="redirectTo"]').first()).toHaveValue(/\?ages=instagram$/);
});

test("a like that travels live rewrites the like buttons of its article and no other", async ({ page }) => {
  await page.goto("/kheopscope");
  await waitForHydration(page);
  type Watched = Record<string, { button: Element; before: string | null; rewrites: number }>;
  // From now on, what changes inside each card's like button, by article, and what the button said then.
  await page.getByRole("list", { name: "Tous les articles" }).evaluate((list) => {
    const watched: Watched = {};
    (window as unknown as { watched: Watched }).watched = watched;
    for (const item of list.querySelectorAll(":scope > li")) {
      const slug = item.querySelector('a[href^="/kheopscope/"]')?.getAttribute("href")?.split("/").pop();
      const button = item.querySelector("button[aria-pressed]");
      if (!slug || !button) continue;
      const entry = { button, before: button.getAttribute("aria-label"), rewrites: 0 };
      watched[slug] = entry;
      new MutationObserver((records) => {
        entry.rewrites += records.length;
      }).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
    }
  });
  const liked = await (await page.request.post(`/api/articles/${oldest}/jaime`)).json();
  const card = cards(page).filter({ has: page.locator(`a[href="/kheopscope/${oldest}"]`) });
  await expect(card.getByRole("button", { name: new RegExp(`^J'aime cet article \\(${liked.likes}\\s`) })).toBeVisible();

  // Another journey may like an article meanwhile: its button says so. Every other button is left as it was.
  const rewritten = await page.evaluate(() =>
    Object.entries((window as unknown as { watched: Watched }).watched).map(([slug, { button, before, rewrites }]) => ({
      slug,
      rewrites,
      sameWords: button.getAttribute("aria-label") === before,
    })),
  );
  expect(rewritten).toHaveLength(7);
  expect(rewritten.find(({ slug }) => slug === oldest)?.rewrites).toBeGreaterThan(0);
  expect(rewritten.filter(({ rewrites, sameWords }) => rewrites > 0 && sameWords).map(({ slug }) => slug)).toEqual([]);
});

test.describe("an article at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the reading ring says how much of the article is read, and is written again only when its figure changes", async ({ page }) => {
    await page.goto(`/kheopscope/${oldest}`);
    await waitForHydration(page);
    const ring = page.getByRole("progressbar", { name: "Progression de la lecture" });
    await expect(ring).toHaveAttribute("aria-valuenow", "0");
    await expect(ring).toHaveText("0%");
    // A scroll that moves nothing: the ring is measured in the next frame and left as it is.
    const rewrites = await ring.evaluate(async (element) => {
      let count = 0;
      new MutationObserver((records) => {
        count += records.length;
      }).observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return count;
    });
    expect(rewrites).toBe(0);

    await page.evaluate(() => {
      const box = document.querySelector("article")?.getBoundingClientRect();
      if (box) window.scrollTo({ top: box.top + window.scrollY + (box.height - window.innerHeight) / 2, behavior: "instant" });
    });
    await expect.poll(async () => Number(await ring.getAttribute("aria-valuenow"))).toBeGreaterThan(40);
    const halfway = Number(await ring.getAttribute("aria-valuenow"));
    expect(halfway).toBeLessThan(60);
    await expect(ring).toHaveText(`${halfway}%`);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(ring).toHaveAttribute("aria-valuenow", "100");
    await expect(ring).toHaveText("100%");
  });
});

test("the RSS feed lists every published article", async ({ request }) => {
  const response = await request.get("/kheopscope/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml.match(/<item>/g)).toHaveLength(7);
  expect(xml).toContain(`/kheopscope/${newest}</link>`);
});
