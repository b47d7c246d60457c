import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";
import { freePort } from "./scripts/lib/free-port";
import { startJourneyServices } from "./tests/helpers/journey-services";

// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_ADMIN_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));
if (!process.env.E2E_FAKE_SERVICES) {
  const services = await startJourneyServices();
  process.env.E2E_FAKE_SERVICES = services.origin;
  process.env.E2E_SMTP_URL = services.smtpUrl;
}

const port = process.env.E2E_PORT;
const adminPort = process.env.E2E_ADMIN_PORT;
/** Signs the test site's cookies; tests that read a cookie's value verify it with the same secret. */
export const e2eSessionSecret = "e2e-session-secret-not-a-real-one-0123456789";
/** The staff password of the admin journeys' site. */
export const e2eAdminPassword = "mot-de-passe-des-tests-e2e";
const baseURL = `http://127.0.0.1:${port}`;
const adminBaseURL = `http://127.0.0.1:${adminPort}`;

/** The production build (npm run test:e2e builds first: build/host.js is the compiled host) on a fresh SQLite database. */
function site(sitePort: string, databaseName: string, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${sitePort}`;
  return {
    command: `"${process.execPath}" build/host.js`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      // The production build on this machine: what a real launch needs is only warned about.
      LOCAL_PREVIEW: "1",
      HOST: "127.0.0.1",
      PORT: sitePort,
      SITE_URL: url,
      SQLITE_PATH: join(process.env.E2E_DATA_DIR ?? "", databaseName),
      LOG_LEVEL: "warn",
      SESSION_SECRET: e2eSessionSecret,
      // Every test posts from 127.0.0.1: the per-IP limits are tested in Vitest, not here.
      FORMS_RATE_LIMIT_PER_MINUTE: "10000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      ADMIN_RATE_LIMIT_PER_MINUTE: "100000",
      ANALYTICS_RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
    },
  };
}

/** The option of tests/e2e/slow-phone.spec.ts that the `older-platform` project sets. */
interface PlatformOption {
  /** Pages see no invoker commands and no scroll-driven animations (tests/e2e/support/older-platform.ts). */
  olderPlatform: boolean;
}

export default defineConfig<PlatformOption>({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // A guard against a stuck journey, not a measure: two workers share two cores with the server and Chromium.
  timeout: 60_000,
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "fr-FR",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
    // The service worker answers some requests itself, out of page.route's sight: only the offline journeys use it.
    serviceWorkers: "block",
  },
  // The admin journeys publish and delete articles: they get a site and a database of their own,
  // so the public journeys always see the seven bundled articles.
  projects: [
    { name: "site", testIgnore: /admin.*\.spec\.ts$/ },
    { name: "admin", testMatch: /admin.*\.spec\.ts$/, use: { baseURL: adminBaseURL } },
    // The slow phone's journeys again in a browser without invoker commands or scroll-driven animations (Safari
    // before 26.2, Firefox ESR, older WebViews), which Chromium 156 cannot be made by a flag: the features are
    // taken away as far as the page can see them, and the engine's own invoker action is cancelled, so these
    // journeys prove the way back (the polyfill, the fallbacks), not the native feature. A handful, kept short.
    // The heavy tier (OLDER_PLATFORM_JOURNEYS=all) adds the journeys of what a visitor changes in place.
    {
      name: "older-platform",
      testMatch:
        process.env.OLDER_PLATFORM_JOURNEYS === "all" ? /(slow-phone|blog-address|address-kept)\.spec\.ts$/ : /slow-phone\.spec\.ts$/,
      use: { olderPlatform: true },
    },
  ],
  webServer: [
    site(port, "site.db", {
      // A newsletter sign-up is mailed its confirmation link (double opt-in): to the journeys' SMTP server, which
      // keeps every mail (GET ${E2E_FAKE_SERVICES}/mails?to=…, journey-services.ts); the contact leads go there too.
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
      OUTBOX_POLL_MS: "300",
    }),
    site(adminPort, "admin.db", {
      ADMIN_PASSWORD: e2eAdminPassword,
      // The wrong-password journeys all come from 127.0.0.1; the limit itself is tested in Vitest.
      ADMIN_LOGIN_MAX_FAILURES: "100",
      UNSPLASH_ACCESS_KEY: "e2e-unsplash-key",
      PEXELS_API_KEY: "e2e-pexels-key",
      PIXABAY_API_KEY: "e2e-pixabay-key",
      UNSPLASH_API_URL: `${process.env.E2E_FAKE_SERVICES}/unsplash/search/photos`,
      PEXELS_API_URL: `${process.env.E2E_FAKE_SERVICES}/pexels/v1/search`,
      PIXABAY_API_URL: `${process.env.E2E_FAKE_SERVICES}/pixabay/api/`,
      // Leads are forwarded to a webhook that refuses them until a journey lets it accept:
      // one attempt, then the delivery has failed and can be sent again from the admin.
      FORMS_WEBHOOK_URL: `${process.env.E2E_FAKE_SERVICES}/webhook`,
      OUTBOX_MAX_ATTEMPTS: "1",
      OUTBOX_POLL_MS: "300",
      // Leads and staff mails (a forgotten password) also go to a test SMTP server that keeps them:
      // GET ${E2E_FAKE_SERVICES}/mails?to=… reads them (journey-services.ts).
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
      // Every journey asks from 127.0.0.1: the per-address limit of « Mot de passe oublié » is tested in Vitest.
      ADMIN_RESET_REQUESTS_PER_HOUR: "100000",
    }),
  ],
});
