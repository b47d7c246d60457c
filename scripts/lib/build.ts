import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Plain Node, shared by the scripts and the tests (tests/README.md): the build of `npm run build` (build/host.js,
// the compiled host, and build/client), made when a script or a test needs it.

/** What the build is made from: a build older than any of them is yesterday's code. */
const sources = ["app", "server", "migrations", "public", "astro.config.ts", "vite.host.config.ts", "package-lock.json"];
const builtHost = "build/host.js";

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Runs `npm run build` when the build is missing, or (`whenStale`: the tests, which must not test yesterday's
 * code) older than what it is made from. Without `whenStale` (`npm run cluster`, `npm run load`), a build the
 * developer made is used as it is.
 */
export function ensureBuilt({ whenStale = false }: { whenStale?: boolean } = {}): void {
  const builtAt = statSync(builtHost, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const missing = builtAt === 0 || !existsSync("build/client");
  if (!missing && !(whenStale && builtAt < Math.max(...sources.map(newestChange)))) return;
  console.log(missing ? "No build yet: npm run build first." : "The sources changed since the last build: npm run build first.");
  // Vitest runs with NODE_ENV=test, which would make Astro compile JSX for React's development runtime
  // (« jsxDEV is not a function » on every page of the production host).
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
