import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/helpers/chromium";
import { freePort } from "./tests/helpers/free-port";

// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));

const port = process.env.E2E_PORT;
/** Signs the test site's cookies; tests that read a cookie's value verify it with the same secret. */
export const e2eSessionSecret = "e2e-session-secret-not-a-real-one-0123456789";
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
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
  },
  webServer: {
    // The production build (npm run test:e2e builds first: build/host.js is the compiled host) on a fresh SQLite database.
    command: `"${process.execPath}" build/host.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: port,
      SITE_URL: baseURL,
      SQLITE_PATH: join(process.env.E2E_DATA_DIR, "site.db"),
      LOG_LEVEL: "warn",
      SESSION_SECRET: e2eSessionSecret,
      // Every test posts from 127.0.0.1: the per-IP limits are tested in Vitest, not here.
      FORMS_RATE_LIMIT_PER_MINUTE: "10000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
    },
  },
});
