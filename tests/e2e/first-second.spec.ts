import { expect, slowPhone, test, waitForHydration } from "./fixtures";

// Issue 21: on a slow phone the page's scripts come seconds after its paint. A tap in that time does
// what it says (HTML does the work first), and a choice sent just before leaving is kept. Each page is
// opened on a CPU slowed six times and its scripts held back a while, and acted on as soon as it shows.

test.describe("in the first second, before any script", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu opens and closes, a FAQ answer opens, and a form field keeps what is typed", async ({ page }) => {
    const { release } = await slowPhone(page);
    await page.goto("/services/community-management", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Ouvrir le menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Kheopscope" })).toBeVisible();
    await drawer.getByRole("link", { name: "Fermer le menu" }).tap();
    await expect(drawer).toBeHidden();

    const faq = page.getByRole("region", { name: "Questions fréquentes" }).locator("details").first();
    await faq.locator("summary").tap();
    await expect(faq).toHaveAttribute("open", "");
    await expect(faq.locator("p").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), "the page's script had not run").toBe(false);

    await page.goto("/contact", { waitUntil: "commit" });
    const firstName = page.getByRole("main").getByLabel("Prénom");
    await firstName.fill("a");
    await page.getByRole("main").getByLabel("Nom", { exact: true }).fill("Ndiaye");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), "the page's script had not run").toBe(false);
    release();
    // Once its code has come (React and the rules, evaluated at a sixth of the speed), the form takes in
    // what was typed before and judges it.
    await expect(page.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible({ timeout: 20_000 });
    await expect(firstName).toHaveValue("a");
    await expect(page.getByRole("main").getByLabel("Nom", { exact: true })).toHaveValue("Ndiaye");
  });

  test("the cookie banner's 'Refuser' is stored, and the banner stays away", async ({ page }) => {
    const { release } = await slowPhone(page);
    await page.goto("/apropos", { waitUntil: "commit" });
    const banner = page.getByRole("region", { name: "Cookies" });
    await banner.getByRole("button", { name: "Refuser" }).tap();
    await expect(page).toHaveURL(/\/apropos$/);
    await expect(banner).toBeHidden();
    await page.goto("/contact", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    release();
  });
});

test.describe("typed before the page's script came", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a search in the shop and in the blog is applied when the script comes", async ({ page }) => {
    const { release } = await slowPhone(page);
    await page.goto("/boutique", { waitUntil: "commit" });
    // At a sixth of the speed on a busy machine, the page takes seconds to parse: the footer closes it.
    await expect(page.getByRole("contentinfo")).toBeAttached({ timeout: 20_000 });
    const cards = page.locator("main ul > li", { has: page.locator("article") });
    await expect(cards).toHaveCount(3);
    await page.getByRole("searchbox", { name: "Rechercher un e-book" }).fill("VENTE");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), "the page's script had not run").toBe(false);
    release();
    // Then the script comes, evaluated at a sixth of the speed, and applies what was typed.
    await expect(cards).toHaveCount(1, { timeout: 20_000 });
    await expect(page).toHaveURL(/q=VENTE/);

    const { release: releaseBlog } = await slowPhone(page);
    await page.goto("/kheopscope", { waitUntil: "commit" });
    await expect(page.getByRole("contentinfo")).toBeAttached({ timeout: 20_000 });
    const articles = page.locator("[data-article-list] > li");
    const all = await articles.count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("Facebook");
    releaseBlog();
    await expect(page).toHaveURL(/q=Facebook/, { timeout: 20_000 });
    await expect.poll(() => articles.count()).toBeLessThan(all);
    expect(await articles.count()).toBeGreaterThan(0);
  });
});

test.describe("chosen before the island woke", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the subscription form keeps a country picked in its plain list", async ({ page }) => {
    const address = "/services/formulaire-de-souscription?forfait=Pro&periode=mensuel";
    // A country used last time, which the form would offer: the choice made now comes first.
    await page.goto("/mentions-legales");
    await page.evaluate(() =>
      localStorage.setItem("kheops.souscription.pays", JSON.stringify({ code: "CI", name: "Côte d’Ivoire", dialCode: "+225" })),
    );
    const { release } = await slowPhone(page);
    await page.goto(address, { waitUntil: "commit" });
    const form = page.getByRole("main");
    // A finger on the list, as any choice in it begins: the island starts to wake, and keeps the list until it is left.
    await form.getByLabel("Pays").click();
    await form.getByLabel("Pays").selectOption("SN");
    await form.getByLabel("Téléphone").click();
    release();
    // The island swaps the list for its picker, showing the country chosen, and the number follows it.
    const picker = form.getByRole("button", { name: /Choisir l'indicatif du pays/ });
    await expect(picker).toContainText("SN", { timeout: 20_000 });
    await expect(form.getByLabel("Téléphone")).toHaveValue("+221 ");
  });
});

test.describe("on a slow phone, once the page's script runs", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Refuser' then a link at once: the next page does not ask again", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto("/apropos");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies" });
    await banner.getByRole("button", { name: "Refuser" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
