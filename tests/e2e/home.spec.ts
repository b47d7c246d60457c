import { expect, expectAccessible, openOnPausedClock, test, waitForHydration } from "./fixtures";

test.describe("home at 1280 px", () => {
  test("hero calls to action, rotating picture and stat badges", async ({ page }) => {
    await openOnPausedClock(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Obtenir un audit gratuit" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Qui sommes-nous ?" })).toHaveAttribute("href", "/apropos");
    await expect(page.getByText("+250 %", { exact: true })).toBeVisible();
    await expect(page.getByText("+300 %", { exact: true })).toBeVisible();

    // The picture shown: the hero's one image not hidden (the others are aria-hidden while they wait their turn).
    const hero = page.locator("main section").first();
    const activeAlt = () => hero.getByRole("img").getAttribute("alt");
    const first = await activeAlt();
    await page.clock.runFor(5_000);
    const second = await activeAlt();
    expect(second).not.toBe(first);
    await page.clock.runFor(10_000);
    expect(await activeAlt()).toBe(first);
    await page.clock.resume();
    await expectAccessible(page);
  });

  test("service cards open one at a time, show three benefits and link to the service", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page); // one card open at a time: JavaScript's part
    const section = page.getByRole("region", { name: "Six façons de faire grandir votre activité en ligne" });
    const cards = section.locator("details");
    await expect(cards).toHaveCount(6);

    await section.getByRole("heading", { name: "Community management" }).click();
    await expect(cards.nth(0)).toHaveAttribute("open", "");
    const open = cards.nth(0);
    await expect(open.getByRole("listitem")).toHaveCount(3);
    await expect(open.getByRole("link", { name: /En savoir plus/ })).toHaveAttribute("href", "/services/community-management");

    await section.getByRole("heading", { name: "Identité visuelle" }).click();
    await expect(cards.nth(2)).toHaveAttribute("open", "");
    await expect(cards.nth(0)).not.toHaveAttribute("open", "");

    await section.getByRole("heading", { name: "Identité visuelle" }).click();
    await expect(section.locator("details[open]")).toHaveCount(0);

    // Keyboard: focus a card's summary and press Enter.
    await cards.nth(5).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(cards.nth(5)).toHaveAttribute("open", "");

    await section.getByRole("link", { name: "Tous nos services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("about section has the history, four counters and the team; three testimonials side by side", async ({ page }) => {
    await page.goto("/");
    for (const label of ["clients satisfaits", "projets réalisés", "experts", "d'expérience"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText("+90", { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole("heading", { name: "Mireille Ngo Biyong" })).toBeVisible();
    const testimonials = page.getByRole("region", { name: "Ils nous ont confié leur présence en ligne" });
    const quotes = testimonials.locator("figure");
    await expect(quotes).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => quotes.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
  });
});

test.describe("home at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  async function swipe(page: import("@playwright/test").Page, selector: string, fromX: number, toX: number) {
    await page
      .locator(selector)
      .first()
      .evaluate(
        (element, { start, end }: { start: number; end: number }) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(start)], changedTouches: [touch(start)], bubbles: true }));
          element.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(end)], bubbles: true }));
        },
        { start: fromX, end: toX },
      );
  }

  test("testimonials: one at a time, dots, swipes past 50 px, a 700 ms lock, auto-advance every 6 s from the last move and wrap-around", async ({
    page,
  }) => {
    await openOnPausedClock(page, "/");
    const carousel = page.getByRole("region", { name: "Témoignages de clients" });
    await carousel.scrollIntoViewIfNeeded();
    const current = () => carousel.locator('[aria-roledescription="diapositive"]:not([aria-hidden])').getAttribute("aria-label");
    await expect.poll(current).toBe("1 sur 3");

    await carousel.getByRole("button", { name: "Témoignage 2" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(current).toBe("2 sur 3");

    await page.clock.runFor(800);
    await swipe(page, '[aria-label="Témoignages de clients"] > div', 300, 280); // 20 px: not a swipe
    await expect.poll(current).toBe("2 sur 3");
    await swipe(page, '[aria-label="Témoignages de clients"] > div', 300, 200); // left: next
    await expect.poll(current).toBe("3 sur 3");
    await swipe(page, '[aria-label="Témoignages de clients"] > div', 300, 200); // within 700 ms: ignored
    await expect.poll(current).toBe("3 sur 3");
    await page.clock.runFor(800);
    await swipe(page, '[aria-label="Témoignages de clients"] > div', 300, 200); // wraps to the first
    await expect.poll(current).toBe("1 sur 3");
    await page.clock.runFor(800);
    await swipe(page, '[aria-label="Témoignages de clients"] > div', 200, 300); // right: previous, wraps to the last
    await expect.poll(current).toBe("3 sur 3");

    // The 6 s count again from the visitor's last move: the testimonial they chose stays its whole time.
    await page.clock.runFor(5_000);
    await expect.poll(current).toBe("3 sur 3");
    await page.clock.runFor(1_000);
    await expect.poll(current).toBe("1 sur 3");
    await page.clock.resume();
    await expectAccessible(page);
  });

  test("the parallax circles stay still under 768 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".parallax").first()).toHaveCSS("animation-name", "none");
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("shows every section: service cards open natively, all testimonials are readable", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Six façons de faire grandir votre activité en ligne" });
    await section.getByRole("heading", { name: "Création de sites web" }).click();
    await expect(section.getByRole("link", { name: /En savoir plus sur Création de sites web/ })).toBeVisible();
    const testimonials = page.getByRole("region", { name: "Ils nous ont confié leur présence en ligne" }).locator("figure");
    await expect(testimonials).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(testimonials.nth(index)).toBeVisible();
    await expect(page.getByText("+200", { exact: true })).toBeVisible();
    // Two newsletter forms (the section and the footer): each label still names its own field.
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      "ids used twice",
    ).toEqual([]);
  });
});
