import type { Page } from "@playwright/test";
import { cookieChoiceMade, expect, slowPhone, test, waitForHydration } from "./fixtures";

// What the visitor changed in place (the shop's search, category and sort, the period of the plans, the blog's search
// and sort) is in the address, and the currency menu and the data-saver switch come back to that address, not to the
// one the server rendered. On a slow phone: one change made before the page's scripts came, the others after; each
// followed by a switch, then the address opened afresh, as a shared link or a reload would.

test.use({ viewport: { width: 390, height: 844 }, storageState: cookieChoiceMade("refused") });
// A page of a slow phone's speed loads several times in each journey: room for a loaded machine.
test.setTimeout(120_000);

const nbsp = "\u00a0";
const slowly = { timeout: 20_000 };

const currencyMenu = (page: Page) => page.getByLabel(/Changer de devise/);
const dataSaver = (page: Page) => page.getByRole("button", { name: "Économiser les données" });

/** Chooses a currency in the navigation bar's menu; resolves once the page it comes back to says it. */
async function switchCurrency(page: Page, name: "Franc CFA" | "Euro" | "Dollar US"): Promise<void> {
  await currencyMenu(page).click();
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await expect(currencyMenu(page)).toHaveAccessibleName(new RegExp(`^Devise : ${name} `), slowly);
}

/** Turns the footer's data-saver switch over; resolves once the page it reloads says it. From the keyboard: the page may still scroll by itself. */
async function switchDataSaver(page: Page): Promise<void> {
  const pressed = await dataSaver(page).getAttribute("aria-pressed");
  await dataSaver(page).focus();
  await page.keyboard.press("Enter");
  await expect(dataSaver(page)).toHaveAttribute("aria-pressed", pressed === "true" ? "false" : "true", slowly);
}

/** Opens `path` on a slow phone and does `act` there before the site's scripts come; then lets them come. */
async function beforeTheScripts(page: Page, path: string, act: () => Promise<unknown>): Promise<void> {
  const { release } = await slowPhone(page);
  await page.goto(path, { waitUntil: "commit" });
  // At a sixth of the speed on a busy machine, the page takes seconds to parse: the footer closes it.
  await expect(page.getByRole("contentinfo")).toBeAttached(slowly);
  await act();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), "the page's script had run").toBe(false);
  release();
}

/** The same address opened afresh, as a shared link (no form state the browser would restore on a reload). */
async function openAgain(page: Page): Promise<void> {
  await page.goto(page.url());
}

// --- The shop (/boutique?q=&categorie=&tri=) ---

const cardTitles = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") })
    .getByRole("heading", { level: 3 });
const shopSearch = (page: Page) => page.getByRole("searchbox", { name: "Rechercher un e-book" });
const shopSort = (page: Page) => page.getByLabel("Trier par");
const shopCategory = (page: Page) => page.getByLabel("Catégorie");

const newest = ["Vendre avec 0\u00a0F", "Community Manager de Choc", "La Méthodologie de la Vente"];
const oldest = [...newest].reverse();
/** Each sort, and the order the visitor then reads (the cheapest is also the newest). */
const sorts = [
  { value: "price-desc", titles: oldest },
  { value: "date-desc", titles: newest },
  { value: "price-asc", titles: newest },
  { value: "date-asc", titles: oldest },
] as const;

/** What the shop shows for a sort: the order of its cards and the sort chosen in the menu. */
async function expectSorted(page: Page, { value, titles }: (typeof sorts)[number]): Promise<void> {
  await expect(cardTitles(page)).toHaveText([...titles], slowly);
  await expect(shopSort(page)).toHaveValue(value);
}

/** What the shop shows for a search: the text in the box and the one e-book it finds. */
async function expectSearched(page: Page): Promise<void> {
  await expect(shopSearch(page)).toHaveValue("vente", slowly);
  await expect(cardTitles(page)).toHaveText(["La Méthodologie de la Vente"]);
}

/** What the shop shows for the category « Vente & Négociation »: the menu's choice and its two e-books. */
async function expectFiltered(page: Page): Promise<void> {
  await expect(shopCategory(page)).toHaveValue("Vente & Négociation", slowly);
  await expect(cardTitles(page)).toHaveText(["Vendre avec 0\u00a0F", "La Méthodologie de la Vente"]);
}

/** A sort chosen on a slow phone before the page's script came, applied when it comes. */
async function sortBeforeTheScript(page: Page): Promise<void> {
  await beforeTheScripts(page, "/boutique", () => shopSort(page).selectOption("price-desc"));
  await expect(page).toHaveURL(/\/boutique\?tri=price-desc$/, slowly);
  await expectSorted(page, sorts[0]);
}

/** A search typed on a slow phone before the page's script came, applied when it comes. */
async function searchBeforeTheScript(page: Page): Promise<void> {
  await beforeTheScripts(page, "/boutique", () => shopSearch(page).fill("vente"));
  await expect(page).toHaveURL(/\/boutique\?q=vente$/, slowly);
  await expectSearched(page);
}

test.describe("the shop keeps its sort", () => {
  const currencies = ["Euro", "Dollar US", "Franc CFA", "Euro"] as const;
  const switches = [
    { name: "the currency", turn: (page: Page, step: number) => switchCurrency(page, currencies[step] ?? "Euro") },
    { name: "the data saver", turn: (page: Page) => switchDataSaver(page) },
  ];

  for (const { name, turn } of switches) {
    test(`through ${name}, after each sort`, async ({ page }) => {
      await sortBeforeTheScript(page);
      await turn(page, 0);
      await expect(page).toHaveURL(/\/boutique\?tri=price-desc$/);
      await expectSorted(page, sorts[0]);

      // Then each other sort chosen once the script runs: the address the server rendered is the previous sort's.
      for (const [step, sort] of sorts.entries()) {
        if (step === 0) continue;
        await waitForHydration(page);
        await shopSort(page).selectOption(sort.value);
        await expectSorted(page, sort);
        await turn(page, step);
        await expectSorted(page, sort);
      }
      await expect(page).toHaveURL(/\/boutique\?tri=date-asc$/);
      await openAgain(page);
      await expectSorted(page, sorts[3]);
    });
  }
});

test.describe("the shop keeps its search and its category", () => {
  test("through the currency", async ({ page }) => {
    await searchBeforeTheScript(page);
    await switchCurrency(page, "Euro");
    await expect(page).toHaveURL(/\/boutique\?q=vente$/);
    await expectSearched(page);
    await expect(page.getByRole("main").getByText(`29${nbsp}€`, { exact: true })).toBeVisible();

    await waitForHydration(page);
    await shopSearch(page).fill("");
    await shopCategory(page).selectOption("Vente & Négociation");
    await expectFiltered(page);
    await switchCurrency(page, "Dollar US");
    await expect(page).toHaveURL(/\/boutique\?categorie=Vente\+%26\+N%C3%A9gociation$/);
    await expectFiltered(page);
    await expect(shopSearch(page)).toHaveValue("");
    await openAgain(page);
    await expectFiltered(page);
  });

  test("through the data saver", async ({ page }) => {
    await searchBeforeTheScript(page);
    await switchDataSaver(page);
    await expect(page).toHaveURL(/\/boutique\?q=vente$/);
    await expectSearched(page);

    await waitForHydration(page);
    await shopSearch(page).fill("");
    await shopCategory(page).selectOption("Vente & Négociation");
    await expectFiltered(page);
    await switchDataSaver(page);
    await expect(page).toHaveURL(/\/boutique\?categorie=Vente\+%26\+N%C3%A9gociation$/);
    await expectFiltered(page);
    await expect(shopSearch(page)).toHaveValue("");
    await openAgain(page);
    await expectFiltered(page);
  });
});

// --- The plans' period on /services (?periode=) ---

test.describe("the plans keep their period", () => {
  const pricing = (page: Page) => page.getByRole("region", { name: "Des forfaits clairs, sans surprise" });
  const tab = (page: Page, name: string) => pricing(page).getByRole("tab", { name });
  const proPrice = (page: Page) =>
    pricing(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Pro", exact: true }) })
      .getByText(/(€|FCFA)$/);

  test("through the currency and the data saver", async ({ page }) => {
    // A shared link to the quarterly plans, and the currency switched before the page's scripts came.
    await beforeTheScripts(page, "/services?periode=trimestriel", async () => {
      await switchCurrency(page, "Euro");
      await expect(page).toHaveURL(/\/services\?periode=trimestriel$/);
      await expect(tab(page, "Trimestriel (-10%)")).toHaveAttribute("aria-selected", "true");
    });

    // The yearly plans chosen in place once the scripts have come, then the currency and the data saver.
    await waitForHydration(page);
    await tab(page, "Annuel (-15%)").click();
    await expect(tab(page, "Annuel (-15%)")).toHaveAttribute("aria-selected", "true", slowly);
    await expect(page).toHaveURL(/\/services\?periode=annuel$/);
    const yearlyInEuros = `2${nbsp}332${nbsp}€`;
    await expect(proPrice(page)).toHaveText(yearlyInEuros);

    await switchCurrency(page, "Franc CFA");
    await expect(page).toHaveURL(/\/services\?periode=annuel$/);
    await expect(tab(page, "Annuel (-15%)")).toHaveAttribute("aria-selected", "true");
    await expect(proPrice(page)).toHaveText(`1${nbsp}530${nbsp}000${nbsp}FCFA`);
    await expect(pricing(page).getByText("pour 12 mois").first()).toBeVisible();

    await waitForHydration(page);
    await tab(page, "Mensuel").click();
    await expect(page).toHaveURL(/\/services\?periode=mensuel$/, slowly);
    await switchDataSaver(page);
    await expect(page).toHaveURL(/\/services\?periode=mensuel$/);
    await expect(tab(page, "Mensuel")).toHaveAttribute("aria-selected", "true");
    await expect(proPrice(page)).toHaveText(`150${nbsp}000${nbsp}FCFA`);
    await openAgain(page);
    await expect(tab(page, "Mensuel")).toHaveAttribute("aria-selected", "true");
    await expect(pricing(page).getByText("par mois").first()).toBeVisible();
  });
});

// --- The blog (/kheopscope?q=&tri=), whose list is another part's: its address is kept the same way ---

test.describe("the blog keeps its search and sort", () => {
  const articles = (page: Page) =>
    page.getByRole("region", { name: "Tous les articles" }).getByRole("article").getByRole("heading", { level: 3 });
  const blogSearch = (page: Page) => page.getByRole("searchbox", { name: "Rechercher un article" });
  const blogSort = (page: Page) => page.getByRole("region", { name: "Tous les articles" }).getByLabel("Trier par");

  test("« tiktok », oldest first, through the currency and the data saver", async ({ page }) => {
    await beforeTheScripts(page, "/kheopscope", () => blogSearch(page).fill("tiktok"));
    await expect(page).toHaveURL(/\/kheopscope\?q=tiktok$/, slowly);
    await waitForHydration(page);
    await blogSort(page).selectOption("oldest");
    await expect(page).toHaveURL(/\/kheopscope\?q=tiktok&tri=oldest$/);
    // One article of the seven speaks of TikTok: a search lost on the way would show them all.
    const found = ["Instagram Reels ou TikTok\u00a0: quelle plateforme choisir pour votre marque\u00a0?"];
    await expect(articles(page)).toHaveText(found);

    const kept = async () => {
      await expect(page).toHaveURL(/\/kheopscope\?q=tiktok&tri=oldest$/);
      await expect(blogSearch(page)).toHaveValue("tiktok");
      await expect(blogSort(page)).toHaveValue("oldest");
      await expect(articles(page)).toHaveText(found);
    };
    await switchCurrency(page, "Dollar US");
    await kept();
    await switchDataSaver(page);
    await kept();
    await openAgain(page);
    await kept();
  });

  test("« facebook », oldest first, through a category of the sidebar, then one of its tags", async ({ page }) => {
    await page.goto("/kheopscope");
    await waitForHydration(page);
    await blogSearch(page).fill("facebook");
    await blogSort(page).selectOption("oldest");
    await expect(page).toHaveURL(/\/kheopscope\?q=facebook&tri=oldest$/);

    const sidebar = page.getByRole("complementary");
    await sidebar.getByRole("link", { name: /^Marketing Digital, / }).click();
    await expect(page).toHaveURL(/\/kheopscope\?q=facebook&tri=oldest&categorie=marketing-digital#all-articles$/);
    await expect(blogSearch(page)).toHaveValue("facebook");
    await expect(blogSort(page)).toHaveValue("oldest");
    // Of the two articles on Facebook, the one filed under « Marketing Digital ».
    await expect(articles(page)).toHaveText(["Stratégie Facebook 2025\u00a0: le plan complet pour une PME au Cameroun"]);

    await sidebar.getByRole("link", { name: "#Cameroun", exact: true }).click();
    await expect(page).toHaveURL(/\/kheopscope\?q=facebook&tri=oldest&categorie=marketing-digital&tag=Cameroun#all-articles$/);
    await expect(blogSearch(page)).toHaveValue("facebook");
    await expect(articles(page)).toHaveText(["Stratégie Facebook 2025\u00a0: le plan complet pour une PME au Cameroun"]);
  });
});
