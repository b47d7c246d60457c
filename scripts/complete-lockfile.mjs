// The package mirror these machines use lacks the other platforms' builds of some packages
// (@biomejs/cli-darwin-*, @rollup/rollup-win32-*, ...). npm then leaves them out of
// package-lock.json, and `npm ci` refuses the lockfile as "not in sync". This adds each
// missing optional dependency as an optional entry: `npm ci` tries it, finds it is not
// for this machine (or not available) and skips it, as it does for any optional package.
// Run it after every `npm install` that changes package-lock.json:  node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ""), optional: true, ...(entry.dev ? { dev: true } : {}) };
    added++;
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional entries added`);
