import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";

/**
 * The Vitest project of the tests that render Astro pages themselves (`*.astro.test.ts`, under tests/endpoints:
 * tests/README.md), with Astro's own Vite set-up (its compiler, the React renderer) through its container API: a
 * page's own code, without the middleware in front of it. vitest.config.ts lists it beside the other tests.
 */
export default getViteConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "pages",
    include: ["tests/endpoints/**/*.astro.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/one-test-at-a-time.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
