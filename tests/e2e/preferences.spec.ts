import { expect, expectAccessible, signedCookieValue, test, waitForHydration } from "./fixtures";

test.describe("currency selector", () => {
  test("switches to euros; the choice survives navigation and reload and is rendered by the server", async ({ page, request }) => {
    await page.goto("/");
    const selector = page.getByLabel(/Changer de devise/);
    await expect(selector).toContainText("FCFA");
    // A click before hydration reaches the server-rendered form, not React (flaked in CI: the label still read FCFA).
    await waitForHydration(page);
    await selector.click();
    await page.getByRole("button", { name: /Euro/ }).click();
    await expect(selector).toContainText("€");
    await expect(page.getByRole("button", { name: /Euro/ })).toBeHidden();

    await page.reload();
    await expect(page.getByLabel(/Changer de devise/)).toContainText("€");
    await page.getByRole("link", { name: "Haut de page" }).click();
    await page.getByRole("link", { name: "Accueil", exact: true }).first().click();
    await expect(page.getByLabel(/Changer de devise/)).toContainText("€");

    // The server itself renders the stored choice: no flash of FCFA.
    const cookies = await page.context().cookies();
    const currency = cookies.find((cookie) => cookie.name === "kh_devise");
    expect(await signedCookieValue("kh_devise", currency?.value)).toBe("EUR");
    const html = await (await request.get("/", { headers: { cookie: "currency=USD" } })).text();
    expect(html).toContain("Devise : Dollar US");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts the choice and comes back to the same page", async ({ page }) => {
      await page.goto("/");
      await page.getByLabel(/Changer de devise/).click();
      await page.getByRole("button", { name: /Dollar US/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByLabel(/Changer de devise/)).toContainText("$");
    });
  });
});

test.describe("cookie banner and analytics", () => {
  test("nothing is measured before 'Accepter'; afterwards page views reach our own endpoint", async ({ page }) => {
    const events: Array<{ eventName: string; params: Record<string, unknown>; consented: boolean }> = [];
    await page.route("**/api/ga4/event", async (route) => {
      // The cookie the event went out with: a measure taken before 'Accepter' has no consent in it.
      const cookie = (await route.request().headerValue("cookie")) ?? "";
      const consent = await signedCookieValue("kh_consentement", cookie.match(/kh_consentement=([^;]+)/)?.[1]);
      events.push({ ...route.request().postDataJSON(), consented: consent === "accepted" });
      await route.continue();
    });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "En savoir plus" })).toHaveAttribute("href", "/politique-de-confidentialite");
    await expectAccessible(page);
    // Hydrated: the page view of this page has been decided (and, without consent, not sent).
    await waitForHydration(page);
    expect(events).toEqual([]);

    await banner.getByRole("button", { name: "Accepter" }).click();
    await expect(banner).toBeHidden();
    const pageViews = () => events.filter((event) => event.eventName === "page_view");
    await expect.poll(() => pageViews().length).toBe(1);
    expect(pageViews()[0]?.params.page_path).toBe("/");
    // That page view left after every request of the hydration: none of them was a measure.
    expect(events.filter((event) => !event.consented)).toEqual([]);

    await page.reload();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    await expect.poll(() => pageViews().length).toBe(2);
  });

  test("'Refuser' hides the banner for good and sends nothing", async ({ page }) => {
    const analytics: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/ga4/")) analytics.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    // The banner hides at once; the choice is kept once the server has answered (a reload before that would not know it).
    const stored = page.waitForResponse((response) => response.url().includes("/api/cookies") && response.request().method() === "POST");
    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Refuser" }).click();
    await expect(page.getByRole("region", { name: "Cookies" })).toBeHidden();
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    await waitForHydration(page); // the page view of the reloaded page has been decided
    await page.getByRole("link", { name: "Qui sommes-nous ?" }).hover();
    expect(analytics).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the banner's buttons still store the answer", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Refuser" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    });
  });
});
