import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eSessionSecret } from "../../playwright.config";
import { signedValueIn } from "../helpers/signed-cookie";
import { takeAwayNewPlatformFeatures } from "./support/older-platform";

/**
 * Every test fails on a browser console error or on a request that leaves
 * our own origin (no third-party requests on public pages, decision D3).
 *
 * `failedRequestsAllowed`: a journey that cuts the network expects the browser to log each request that
 * could not be made. Such a log names the request's address as its location, and the request is reported
 * as failed: that pair is accepted, whatever words the browser uses (Chromium 156 says ERR_FAILED where
 * earlier ones said ERR_INTERNET_DISCONNECTED). Any other console error still fails the test.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  failedRequestsAllowed: boolean;
  pageProblems: string[];
  olderPlatform: boolean;
}>({
  allowedConsoleErrors: [[], { option: true }],
  // The project `older-platform` (playwright.config.ts): every page of the test lacks invoker commands and
  // scroll-driven animations, as older Safari, Firefox ESR and WebViews do (tests/e2e/support/older-platform.ts).
  olderPlatform: [false, { option: true }],
  page: async ({ page, olderPlatform }, use) => {
    if (olderPlatform) await page.addInitScript(takeAwayNewPlatformFeatures);
    await use(page);
  },
  failedRequestsAllowed: [false, { option: true }],
  pageProblems: [
    async ({ page, baseURL, allowedConsoleErrors, failedRequestsAllowed }, use) => {
      const problems: string[] = [];
      const failedRequests = new Set<string>();
      const requestLogs: { text: string; url: string }[] = [];
      page.on("requestfailed", (request) => failedRequests.add(request.url()));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // test.use({ option: [/one/] }) reads as Playwright's [value, options] pair: accept a lone pattern too.
        const allowed: RegExp[] = Array.isArray(allowedConsoleErrors) ? allowedConsoleErrors : [allowedConsoleErrors];
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        // Which request failed is known only once both events have come, in either order: judged at the end.
        if (failedRequestsAllowed) requestLogs.push({ text: message.text(), url: message.location().url });
        else problems.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:") && !url.startsWith("blob:")) {
          problems.push(`third-party request: ${url}`);
        }
      });
      await use(problems);
      for (const log of requestLogs) {
        if (!failedRequests.has(log.url)) problems.push(`console error: ${log.text} (at ${log.url || "no address"})`);
      }
      expect(problems, "browser problems during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The storage of a browser whose visitor has already answered the cookie banner (the banner then stays away). */
export function cookieChoiceMade(choice: "accepted" | "refused") {
  const cookie = { name: "kh_consentement", value: choice, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false };
  return { cookies: [{ ...cookie, sameSite: "Lax" as const }], origins: [] };
}

/**
 * Waits until the page's own scripts (app/site/shell/enhance.client.ts) have run: it marks <html data-enhanced>. Islands
 * hydrate on their own terms (when seen, when touched) and a tap before then is kept (client:interaction),
 * so nothing else is waited for. Polled from the test's side, so it works with the page's clock paused.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const enhanced = () => page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"));
  // A loaded machine may take longer than the 5 s of an assertion to run the script.
  await expect.poll(enhanced, { message: "the page's script never ran", timeout: 15_000 }).toBe(true);
}

/**
 * Opens `path` on a fake clock and, once the page has hydrated (its timers are
 * set by then), stops that clock half a second on, so that only runFor() moves time.
 */
export async function openOnPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  const target = (await page.evaluate(() => Date.now())) + 500;
  await pauseClockAt(page, target);
}

/**
 * Pauses the page's clock at `target`, or where it stands if it has run past it: the clock runs while the
 * test asks for its time, and a loaded machine can take longer than that to answer. Never backwards, which
 * Playwright refuses (« Cannot fast-forward to the past »); when the clock passed `target` between the two
 * calls, the refused call has paused it all the same (it pauses before it checks), so the second try reads
 * a clock that no longer moves and pauses it where it stands.
 */
async function pauseClockAt(page: Page, target: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(Math.max(now, target));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/** A cookie's value as the site reads it: undefined unless the site signed it (e2eSessionSecret). */
export async function signedCookieValue(name: string, value: string | undefined): Promise<unknown> {
  if (value === undefined) return undefined;
  return signedValueIn(`${name}=${value}`, e2eSessionSecret);
}

/**
 * The widths a journey of both widths runs at: 390 px in `npm test` (each page's layout at 1 280 px is
 * checked there by layout.spec.ts and admin-layout.spec.ts); 1 280 px too in the heavy tier
 * (`npm run test:heavy` sets JOURNEY_WIDTHS=all and runs the @wide ones).
 */
export const journeyWidths: readonly number[] = process.env.JOURNEY_WIDTHS === "all" ? [1280, 390] : [390];

/** The tag of a journey's run at `width`: the heavy tier picks the wide runs with `--grep @wide`. */
export function widthTag(width: number): { tag: string[] } {
  return { tag: width === 390 ? [] : ["@wide"] };
}

/**
 * A slow phone: this page's CPU slowed six times, and the site's scripts held back until `release` (or the end of
 * the test), so that the visitor acts on the HTML before any script, as on a phone that is still downloading them.
 */
export async function slowPhone(page: Page): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
