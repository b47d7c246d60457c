// Bundles the service worker (app/service-worker/sw.ts) into build/client/sw.js with its precache
// list: the offline page and the files the shell needs to show it (React Router's client entry, the
// root route and the offline route with the chunks they import, what they load lazily such as the
// toast library, the root stylesheet). Run by `npm run build` right after `react-router build`.
// Fails when the precache would cost more than 300 KB on the wire (Brotli, as the server sends it).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { parseClientManifest, shellFiles, withLazyChunks } from "../app/service-worker/precache-list";
import { offlinePagePath } from "../app/service-worker/routes";

// React Router's client (the pages it still serves), and Astro's, where the worker is served from (/sw.js).
const clientDir = "build/admin/client";
const assetsDir = join(clientDir, "assets");
const serverBuild = "build/admin/server/index.js";
const workerDir = "build/client";
const offlineRouteId = "routes/offline/offline";
const budgetBytes = 300_000;

const assetNames = readdirSync(assetsDir);
const manifests = assetNames.filter((name) => /^manifest-[\w-]+\.js$/.test(name));
if (manifests.length !== 1) throw new Error(`expected one React Router manifest in ${assetsDir}, found ${manifests.length}: rebuild`);
const manifestSource = readFileSync(join(assetsDir, manifests[0] as string), "utf8");
// The root imports its stylesheet by URL (app/root.tsx), which the manifest does not list.
const rootStylesheets = assetNames.filter((name) => /^app-[\w-]+\.css$/.test(name)).map((name) => `/assets/${name}`);
const shell = shellFiles(parseClientManifest(manifestSource), [offlineRouteId], rootStylesheets);
const files = withLazyChunks(shell, (url) => readFileSync(join(clientDir, url), "utf8"));

const bytesOf = (url: string) => readFileSync(join(clientDir, url));
const hash = (...parts: (string | Buffer)[]) => {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex").slice(0, 16);
};

// The offline page is rendered by the server: a new build of either side makes it a new revision.
const entries = [
  { url: offlinePagePath, revision: hash(manifestSource, readFileSync(serverBuild), ...rootStylesheets.map(bytesOf)) },
  { url: "/favicon.svg", revision: hash(bytesOf("/favicon.svg")) },
  // Hashed names: the name is the revision.
  ...files.map((url) => ({ url, revision: null })),
];

let raw = 0;
let brotli = 0;
for (const { url } of entries.slice(1)) {
  const bytes = bytesOf(url);
  raw += bytes.length;
  brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
if (brotli > budgetBytes) {
  throw new Error(`the precache would be ${kb(brotli)} on the wire (budget ${kb(budgetBytes)}): ${files.join(", ")}`);
}

const outfile = join(workerDir, "sw.js");
await build({
  entryPoints: ["app/service-worker/sw.ts"],
  outfile,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  logLevel: "warning",
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(entries),
    // Workbox's development logs and checks go away.
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
});

const worker = readFileSync(outfile);
console.log(
  `service worker: ${outfile} ${kb(statSync(outfile).size)} (gzip ${kb(gzipSync(worker).length)}); ` +
    `precache ${entries.length} entries: ${offlinePagePath}, /favicon.svg and ${files.length} files, ${kb(raw)} (Brotli ${kb(brotli)})`,
);

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
