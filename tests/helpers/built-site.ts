import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// The tests that start the host run the build, as `npm start` does (tests/helpers/site.ts). `npm test`
// builds first; a test file run alone builds when the build is missing or older than what it is made from.
const sources = ["app", "server", "migrations", "public", "astro.config.ts", "vite.host.config.ts", "package-lock.json"];
const built = "build/host.js";

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function ensureBuiltSite(): void {
  const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt >= Math.max(...sources.map(newestChange))) return;
  console.log(builtAt === 0 ? "No build yet: npm run build first." : "The sources changed since the last build: npm run build first.");
  // Vitest runs with NODE_ENV=test, which would make Astro compile JSX for React's development runtime
  // (« jsxDEV is not a function » on every page of the production host).
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
