import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Offline reading (issue 14): the service worker of the built site keeps the pages read and their
// files, shows the offline page for the others, and the forms say they need a connection.
test.use({
  serviceWorkers: "allow",
  // Offline, the page's own requests (the live stats, the view counter, analytics) fail, and the browser logs each.
  failedRequestsAllowed: true,
});

const read = { path: "/kheopscope/strategie-facebook-2025", title: "Stratégie Facebook 2025" };
const unread = { path: "/kheopscope/instagram-reels-vs-tiktok", title: "Instagram Reels ou TikTok" };
const offlineHeading = { level: 1, name: "Vous êtes hors ligne" } as const;

/**
 * Opens each path online and waits until the service worker controls the page and has kept it with
 * its scripts and styles (the first page, loaded before the worker existed, hands them over to it).
 */
async function readOnline(page: Page, paths: string[], touch?: () => Promise<void>) {
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    // What the visitor touched online (a form's field) woke its island, whose code is kept too.
    if (touch) {
      await touch();
      await expect
        .poll(() => page.evaluate(() => document.querySelectorAll("astro-island[ssr]:has(:focus)").length), {
          message: "the touched island never woke",
        })
        .toBe(0);
    }
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)), {
        message: "the service worker never took the page over",
        timeout: 15_000,
      })
      .toBe(true);
    const firstNotKept = () =>
      page.evaluate(async () => {
        const files = performance.getEntriesByType("resource").map((entry) => entry.name);
        for (const url of [location.href, ...files.filter((file) => new URL(file).pathname.startsWith("/_astro/"))]) {
          if (!(await caches.match(url, { ignoreVary: true }))) return url;
        }
        return "all kept";
      });
    await expect.poll(firstNotKept, { message: `${path} was never kept for offline reading`, timeout: 15_000 }).toBe("all kept");
  }
}

test("a page read before opens again offline, from a new load of its address", async ({ page, context }) => {
  await readOnline(page, ["/", read.path]);
  await context.setOffline(true);
  await page.goto("/");
  await page.goto(read.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(read.title);
  // Its scripts were kept too: it comes back to life.
  await waitForHydration(page);
});

test("the copy kept of a first page is the one the visitor read, not a second download of it", async ({ page }) => {
  // The article counts its view once read, so a second download would hold one more view than the page read.
  const readHtml = await (await page.goto(read.path))?.text();
  expect(readHtml, "the page read").toContain(read.title);
  await waitForHydration(page);
  const keptCopy = () => page.evaluate(async () => (await caches.match(location.href, { ignoreVary: true }))?.text());
  await expect.poll(keptCopy, { message: "the page was never kept for offline reading", timeout: 15_000 }).toBeDefined();
  expect((await keptCopy()) === readHtml, "the kept copy is not the page that was read").toBe(true);
});

test("an article not read shows the offline page, opened by its address or from a link, and retrying it works once online", async ({
  page,
  context,
}) => {
  await readOnline(page, ["/kheopscope", read.path]);
  await context.setOffline(true);

  await page.goto(unread.path);
  await expect(page.getByRole("heading", offlineHeading)).toBeVisible();
  await expect(page.getByText("Les pages et les articles que vous avez déjà lus restent disponibles")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${unread.path}$`));

  // From a page read before, hydrated from what was kept: the link's data cannot come, the page is asked for as a document.
  await page.goto("/kheopscope");
  await waitForHydration(page);
  await page.getByRole("link", { name: unread.title }).first().click();
  await expect(page.getByRole("heading", offlineHeading)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${unread.path}$`));

  await context.setOffline(false);
  await page.getByRole("link", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(unread.title);
});

test.describe("a form sent offline", () => {
  test("the contact form sent offline says it was not sent and keeps what was typed", async ({ page, context }) => {
    // The form was touched while online: its code came then, and was kept with the page.
    await readOnline(page, ["/contact"], () => page.getByRole("main").getByLabel("Prénom", { exact: true }).focus());
    await context.setOffline(true);
    await page.goto("/contact");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const message = "Bonjour, je voudrais refaire le site de ma boutique de Bonamoussadi.";
    await main.getByLabel("Prénom", { exact: true }).fill("Awa");
    await main.getByLabel("Nom", { exact: true }).fill("Ndiaye");
    await main.getByLabel("Adresse e-mail", { exact: true }).fill("awa@exemple.cm");
    await main.getByLabel("Sujet", { exact: true }).fill("Site vitrine");
    await main.getByLabel("Message", { exact: true }).fill(message);
    await main.getByRole("button", { name: "Envoyer le message" }).click();
    // Without reloading anything, the form says nothing was sent: with the offline message where the browser
    // knows it is offline (Chromium 156 does), or with its own failure (the spec's toast) where it still says
    // navigator.onLine and the post fails on the network (as earlier Chromiums did).
    const offlineMessage = main.getByRole("alert").filter({ hasText: "rien n'a été envoyé" });
    await expect(offlineMessage.or(page.getByText("Impossible d'envoyer le message.")).first()).toBeVisible();
    await expect(main.getByLabel("Message", { exact: true })).toHaveValue(message);
    await expect(main.getByLabel("Adresse e-mail", { exact: true })).toHaveValue("awa@exemple.cm");
    await expect(main.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
  });
});

test.describe("a form posted by the browser itself, offline", () => {
  // The newsletter form's sending code cannot come offline (it was never fetched): the form is posted as
  // without JavaScript (app/site/forms/newsletter/newsletter-form.client.ts).

  test("gets the worker's page saying nothing was sent, at the form's address", async ({ page, context }) => {
    await readOnline(page, ["/newsletter"]);
    await context.setOffline(true);
    await page.goto("/newsletter");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel("Adresse e-mail").fill("awa@exemple.cm");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rien n'a été envoyé" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("votre envoi n'est pas parti");
    await expect(page.getByText("bouton « Retour » de votre navigateur")).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter$/);
  });
});

test("the worker is always asked for again, and the site can be installed", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const { icons, lang, start_url: startUrl, display } = await manifest.json();
  expect({ lang, startUrl, display }).toEqual({ lang: "fr", startUrl: "/", display: "standalone" });
  for (const icon of [...icons.map((entry: { src: string }) => entry.src), "/apple-touch-icon.png", "/favicon.ico"]) {
    const answer = await request.get(icon);
    expect(answer.status(), icon).toBe(200);
    expect(answer.headers()["content-type"], icon).toMatch(/^image\//);
  }
});
