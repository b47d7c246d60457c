// Bundles the service worker (app/service-worker/sw.ts) into build/client/sw.js. Run by `npm run build`
// after the site's build. The worker takes the offline page and its stylesheets when it installs; its
// build id (from the names of the hashed files, which change with their content) makes a deployment
// whose files changed install a new worker, which takes the new offline page.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const clientDir = "build/client";
const hashedFiles = readdirSync(join(clientDir, "_astro")).sort();
const buildId = createHash("sha256").update(hashedFiles.join("\n")).digest("hex").slice(0, 12);

const outfile = join(clientDir, "sw.js");
await build({
  entryPoints: ["app/service-worker/sw.ts"],
  outfile,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  logLevel: "warning",
  alias: { "~": "./app" },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // Workbox's development logs and checks go away.
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
});

const worker = readFileSync(outfile);
console.log(
  `service worker: ${outfile} ${(statSync(outfile).size / 1000).toFixed(1)} KB (gzip ${(gzipSync(worker).length / 1000).toFixed(1)} KB), build ${buildId}`,
);
