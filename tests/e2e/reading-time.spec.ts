import { expect, test, waitForHydration } from "./fixtures";

test("leaving an article sends, once, the seconds it was read (after 'Accepter')", async ({ page }) => {
  const events: Record<string, unknown>[] = [];
  await page.route("**/api/ga4/event", async (route) => {
    events.push(JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>);
    await route.continue();
  });
  await page.clock.install();
  await page.goto("/kheopscope/strategie-facebook-2025");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: /cookies/i })
    .getByRole("button", { name: "Accepter" })
    .click();

  // Forty seconds of reading on the page's clock, then back to the list.
  await page.clock.fastForward("00:40");
  await page.getByRole("link", { name: "Retour à Kheopscope" }).first().click();
  await expect(page).toHaveURL(/\/kheopscope$/);

  await expect.poll(() => events.filter((event) => event.eventName === "reading_time").length).toBe(1);
  const reading = events.find((event) => event.eventName === "reading_time") as { params: Record<string, unknown> };
  expect(reading.params).toMatchObject({ article_id: "strategie-facebook-2025", article_category: "Marketing Digital" });
  expect(reading.params.reading_time_seconds).toBeGreaterThanOrEqual(40);
  expect(Number.isInteger(reading.params.reading_time_seconds)).toBe(true);
});
