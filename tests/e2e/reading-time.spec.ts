import { expect, test, waitForHydration } from "./fixtures";
import { storedAnalyticsEvents } from "./support/site-database";

test("leaving an article sends, once, the seconds it was read (after 'Accepter')", async ({ page }) => {
  await page.clock.install();
  await page.goto("/kheopscope/strategie-facebook-2025");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: /cookies/i })
    .getByRole("button", { name: "Accepter" })
    .click();
  // The page view that follows the consent gives this browser its analytics id.
  const readClientId = () => page.evaluate(() => localStorage.getItem("kheops.mesure.client") ?? "");
  await expect.poll(readClientId).not.toBe("");
  const clientId = await readClientId();

  // Forty seconds of reading on the page's clock, then back to the list.
  await page.clock.fastForward("00:40");
  await page.getByRole("link", { name: "Retour à Kheopscope" }).first().click();
  await expect(page).toHaveURL(/\/kheopscope$/);

  await expect.poll(() => storedAnalyticsEvents(clientId, "reading_time").length).toBe(1);
  const [reading] = storedAnalyticsEvents(clientId, "reading_time");
  expect(reading).toMatchObject({ article_id: "strategie-facebook-2025", article_category: "Marketing Digital" });
  expect(reading?.reading_time_seconds).toBeGreaterThanOrEqual(40);
  expect(Number.isInteger(reading?.reading_time_seconds)).toBe(true);
});
