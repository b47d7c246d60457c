import type { Page } from "@playwright/test";
import { cookieChoiceMade, expect, expectAccessible, signedCookieValue, slowPhone, test, waitForHydration } from "./fixtures";

// Issue 15: 'Gérer les cookies' in the footer opens the choice again at any time; refusing after
// accepting stops analytics at once, and the server refuses events without consent.

const banner = (page: Page) => page.getByRole("region", { name: "Cookies" });
const manageLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" });

async function storedConsent(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "kh_consentement");
  return signedCookieValue("kh_consentement", cookie?.value);
}

test("accept, then 'Gérer les cookies' and refuse: no analytics event leaves the page afterwards", async ({ page }) => {
  // Routed, as beacons are seen there: each event with the server's answer.
  const events: Array<{ eventName: string; status: number }> = [];
  await page.route("**/api/ga4/event", async (route) => {
    const response = await route.fetch();
    events.push({ eventName: route.request().postDataJSON()?.eventName, status: response.status() });
    await route.fulfill({ response });
  });
  await page.goto("/kheopscope");
  await waitForHydration(page);
  const accepted = page.waitForResponse((response) => response.url().includes("/api/cookies") && response.request().method() === "POST");
  await banner(page).getByRole("button", { name: "Accepter" }).click();
  expect((await accepted).ok()).toBe(true);
  await expect.poll(() => events.filter((event) => event.eventName === "page_view").length).toBe(1);
  expect(events.every((event) => event.status === 204)).toBe(true);

  // The footer's link opens the banner again in place, with the focus in it, and says the current choice.
  await manageLink(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText("Votre choix actuel\u00a0: mesure d'audience acceptée.");
  await expect(page).toHaveURL(/\/kheopscope$/);
  await expectAccessible(page);

  const refused = page.waitForResponse((response) => response.url().includes("/api/cookies") && response.request().method() === "POST");
  await banner(page).getByRole("button", { name: "Refuser" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(manageLink(page)).toBeFocused();
  expect((await refused).ok()).toBe(true);
  expect(await storedConsent(page)).toBe("refused");
  const measured = events.length;

  // Further page views, without any reload, then after one: nothing is sent.
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/kheopscope$/);
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  // A last request of our own to wait on: every earlier request of the page has been seen by then.
  await page.evaluate(() => fetch("/healthz"));
  expect(events.slice(measured)).toEqual([]);

  // And the server refuses a measure sent anyway with this browser's cookies.
  const forced = await page.request.post("/api/ga4/event", { data: { eventName: "page_view", clientId: "forced", params: {} } });
  expect(forced.status()).toBe(403);
});

test("after 'Refuser', 'Gérer les cookies' and 'Accepter' start the measure again", async ({ page }) => {
  const pageViews: string[] = [];
  await page.route("**/api/ga4/event", async (route) => {
    if (route.request().postDataJSON()?.eventName === "page_view") pageViews.push(route.request().url());
    await route.continue();
  });
  await page.goto("/contact");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Refuser" }).click();
  await expect(banner(page)).toBeHidden();
  await manageLink(page).click();
  await expect(banner(page)).toContainText("Votre choix actuel\u00a0: mesure d'audience refusée.");
  await banner(page).getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => pageViews.length).toBe(1);
  await expect.poll(() => storedConsent(page)).toBe("accepted");
});

test.describe("the choice comes back to the page as the visitor left it", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("'Refuser' tapped before the page's scripts came: the same address, the same sort", async ({ page }) => {
    const { release } = await slowPhone(page);
    await page.goto("/boutique?tri=price-asc", { waitUntil: "commit" });
    await banner(page).getByRole("button", { name: "Refuser" }).tap();
    await expect(page).toHaveURL(/\/boutique\?tri=price-asc$/);
    await expect(banner(page)).toBeHidden();
    await expect(page.getByLabel("Trier par")).toHaveValue("price-asc");
    expect(await storedConsent(page)).toBe("refused");
    release();
  });

  test("'Gérer les cookies' opened in another tab after a sort in place: that sort, with the banner", async ({ page, context }) => {
    await page.goto("/boutique");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await page.getByLabel("Trier par").selectOption("price-desc");
    await expect(page).toHaveURL(/\/boutique\?tri=price-desc$/);

    const opened = context.waitForEvent("page");
    await manageLink(page).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/boutique\?tri=price-desc&cookies=choix#choix-cookies$/);
    await expect(banner(tab)).toBeVisible();
    await expect(banner(tab)).toContainText("Votre choix actuel\u00a0: mesure d'audience acceptée.");
    await expect(tab.getByLabel("Trier par")).toHaveValue("price-desc");
    // The first tab was left as it was.
    await expect(banner(page)).toBeHidden();
    await expect(page).toHaveURL(/\/boutique\?tri=price-desc$/);
  });
});

test.describe("the request for the banner is not the page's state", () => {
  test.use({ storageState: cookieChoiceMade("accepted") });

  test("answered on a shared 'Gérer les cookies' address: the blog's view toggle keeps the search, not the banner", async ({ page }) => {
    await page.goto("/kheopscope?q=tiktok&cookies=choix#choix-cookies");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Refuser" }).click();
    await expect(page).toHaveURL(/\/kheopscope\?q=tiktok$/);
    await page.getByRole("link", { name: "Liste" }).click();
    await expect(page).toHaveURL(/\/kheopscope\?q=tiktok&vue=liste#all-articles$/);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Gérer les cookies' asks the server for the banner, and the choice can be changed", async ({ page }) => {
    await page.goto("/boutique?q=vente");
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(page).toHaveURL(/\/boutique\?q=vente$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("accepted");

    await manageLink(page).click();
    await expect(page).toHaveURL(/\/boutique\?q=vente&cookies=choix#choix-cookies$/);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("Votre choix actuel\u00a0: mesure d'audience acceptée.");

    await banner(page).getByRole("button", { name: "Refuser" }).click();
    // Back to the page itself, without the banner.
    await expect(page).toHaveURL(/\/boutique\?q=vente$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("refused");

    // The request for the banner, opened by a link, is not kept by the links and forms of the page it opens on.
    await manageLink(page).click();
    for (const returnField of await page.locator("input[name=redirectTo]").all())
      await expect(returnField).toHaveValue("/boutique?q=vente");
  });
});
