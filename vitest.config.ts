import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The heavy tier (`npm run test:heavy`, which CI runs after `npm test`): load and concurrency, fuzzing,
 * kill -9, a full disk and a deleted database file, backups (restic on a real repository, while visitors write),
 * several instances behind nginx and their failures, image encoding, 100 000 events. Each is a test of its own
 * kind, slow by nature; `npm test` leaves them out to stay quick for a newcomer.
 */
const heavyTests = [
  "tests/integration/audience-volume.test.ts",
  "tests/integration/backup-kill.test.ts",
  "tests/integration/backup-retention.test.ts",
  "tests/integration/backup-schedule.test.ts",
  "tests/integration/backup-snapshot.test.ts",
  "tests/integration/cluster-cache.test.ts",
  "tests/integration/cluster-failures.test.ts",
  "tests/integration/cluster-facts.test.ts",
  "tests/integration/disk-full.test.ts",
  "tests/integration/form-fuzzing.test.ts",
  "tests/integration/lead-concurrency.test.ts",
  "tests/integration/lead-kill-durability.test.ts",
  "tests/integration/newsletter-sending.test.ts",
  "tests/integration/newsletter-throttle.test.ts",
  "tests/integration/slow-clients.test.ts",
  "app/lib/images/stored-images.server.test.ts",
];
const heavy = process.env.TEST_TIER === "heavy";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // PostgreSQL clusters and SQLite files are per test file; two cores.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Where each kind of test lives: tests/README.md. Playwright's journeys (tests/e2e) are not Vitest's; the
          // tests that render an Astro page (*.astro.test.ts) need Astro's compiler: the next project.
          include: heavy ? heavyTests : ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "**/*.astro.test.ts", "node_modules/**", ...(heavy ? [] : heavyTests)],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/one-test-at-a-time.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // Astro pages rendered by their own code (vitest.pages.config.ts); not a heavy test.
      ...(heavy ? [] : ["./vitest.pages.config.ts"]),
    ],
  },
});
