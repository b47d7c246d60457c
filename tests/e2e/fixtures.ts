import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { createCookie } from "react-router";
import { e2eSessionSecret } from "../../playwright.config";

/**
 * Every test fails on a browser console error or on a request that leaves
 * our own origin (no third-party requests on public pages, decision D3).
 *
 * `failedRequestsAllowed`: a journey that cuts the network expects the browser to log each request that
 * could not be made. Such a log names the request's address as its location, and the request is reported
 * as failed: that pair is accepted, whatever words the browser uses (Chromium 156 says ERR_FAILED where
 * earlier ones said ERR_INTERNET_DISCONNECTED). Any other console error still fails the test.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failedRequestsAllowed: boolean; pageProblems: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
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
  const cookie = { name: "cookie_consent", value: choice, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false };
  return { cookies: [{ ...cookie, sameSite: "Lax" as const }], origins: [] };
}

/**
 * Waits until React has hydrated the page, so that a click reaches its handler
 * instead of the server-rendered markup (a <details> that opens natively, a form
 * that posts and reloads). The signal: root.tsx marks <html data-hydrated> in an
 * effect of the hydration commit, run after the effects of all that is rendered
 * before it (navbar, page, cookie banner); then for every section hydrated later,
 * in its own Suspense boundary (HydrateLater). Polled from the test's side, so it
 * works with the page's clock paused.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Set by the page itself once hydrated (app/root.tsx): a mark of this document, not of its history entry.
  // The sections hydrated later (HydrateLater: the footer, the home page's lower sections) each have their
  // mark: a click on one still waiting can be lost (a CI journey's click on the footer's switch was).
  const hydrated = () =>
    page.evaluate(
      () => document.documentElement.hasAttribute("data-hydrated") && document.querySelector('[data-hydrate-later="pending"]') === null,
    );
  // A loaded machine may take longer than the 5 s of an assertion to hydrate.
  await expect.poll(hydrated, { message: "the page never hydrated", timeout: 15_000 }).toBe(true);
}

/**
 * Opens `path` on a fake clock and, once the page has hydrated (its timers are
 * set by then), stops that clock, so that only runFor() moves time.
 */
export async function openOnPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** A cookie's value as the site reads it: undefined unless the site signed it (e2eSessionSecret). */
export async function signedCookieValue(name: string, value: string | undefined): Promise<unknown> {
  if (value === undefined) return undefined;
  return (await createCookie(name, { secrets: [e2eSessionSecret] }).parse(`${name}=${value}`)) ?? undefined;
}
