import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { freshSqliteForHost } from "../helpers/database";
import { ensureFreshBuild, type Site, startSite } from "../helpers/site";

// What astro.config.ts changes inside Astro, Vite and Rolldown, read in the build itself (npm test builds
// before the unit tests; this file run alone builds when the build is older than its sources). Each change
// reaches into a framework's internals that no API promises to keep: after an upgrade the build would still
// pass and the site still work, only slower. docs/upgrading.md lists them beside the pinned versions.

const assets = "build/client/_astro";
const assetFiles = () => readdirSync(assets).filter((name) => name.endsWith(".js"));
const asset = (name: string) => readFileSync(join(assets, name), "utf8");

function serverFiles(dir = "build/server"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? serverFiles(join(dir, entry.name)) : entry.name.endsWith(".mjs") ? [join(dir, entry.name)] : [],
  );
}

async function startBuiltSite(): Promise<Site> {
  return startSite(freshSqliteForHost().env);
}

async function html(site: Site, path: string): Promise<string> {
  const answer = await fetch(`${site.origin}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** The file name under /_astro/ of the page's module script (its only one: the layout's loader). */
/** The site's script, which the loader written into the page asks for (app/site/shell/script-loader.client.ts). */
function siteScriptOf(page: string): string {
  expect(page, "no <script src> the parser would fetch with the stylesheet").not.toMatch(/<script type="module" src=/);
  const loaders = [...page.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((match) => match[1] ?? "");
  expect(loaders).toHaveLength(1);
  const sources = [...(loaders[0] ?? "").matchAll(/["'`]\/_astro\/([^"'`]+\.js)["'`]/g)].map((match) => match[1] ?? "");
  expect(sources).toHaveLength(1);
  return sources[0] ?? "";
}

/** The attribute `name` of every island of the page. */
const islandAttributes = (page: string, name: string) =>
  [...page.matchAll(new RegExp(`<astro-island [^>]*\\b${name}="([^"]*)"`, "g"))].map((match) => match[1] ?? "");

it("renders React with the site's own renderer (app/framework/islands/react-renderer.ts), not @astrojs/react's", async () => {
  await ensureFreshBuild();
  // What astro.config.ts's wrapper of addRenderer put in place of the integration's server entrypoint.
  const entrypoints = serverFiles().flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/"serverEntrypoint":\s*"([^"]+)"/g)].map((match) => match[1]),
  );
  expect(entrypoints).toEqual(["./app/framework/islands/react-renderer.ts"]);
});

it("gives each React root of a page its own useId prefix, and sends a page whole", async () => {
  const site = await startBuiltSite();
  // The renderer passes each root's prefix to React (identifierPrefix) and to an island (prefix="rN"), which
  // @astrojs/react's renderToString path dropped: two roots' ids then collided. An article has two roots with ids
  // (the sidebar's sections, the footer's data-saver switch).
  const article = await html(site, "/kheopscope/strategie-facebook-2025");
  const ids = [...article.matchAll(/\bid="(_r[^"]*)"/g)].map((match) => match[1]);
  expect(new Set(ids.map((id) => id?.match(/^_r(\d+)R_/)?.[1])).size).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(ids.length);
  expect(article).not.toMatch(/="_R_/);
  const prefixes = islandAttributes(await html(site, "/services"), "prefix");
  expect(prefixes.length).toBeGreaterThanOrEqual(1);
  for (const prefix of prefixes) expect(prefix).toMatch(/^r\d+$/);

  // The adapter's experimentalDisableStreaming: the page is rendered before it is sent, so it has a
  // length (asked without compression, which would stream it again).
  const length = await new Promise<string | undefined>((resolve, reject) => {
    request(`${site.origin}/`, { headers: { "accept-encoding": "identity" } }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.headers["content-length"]));
    })
      .on("error", reject)
      .end();
  });
  expect(Number(length)).toBeGreaterThan(10_000);
}, 120_000);

it("puts every page's own code in the site's script, and keeps the preloads of lazy imports", async () => {
  const site = await startBuiltSite();
  const home = await html(site, "/");
  expect(home).not.toContain('rel="modulepreload"');

  // The site's script, asked for by the loader written into the page, holds the code of every page but the
  // subscription form's, which goes with its island (decision 029): no file of a page's own.
  const siteScript = siteScriptOf(home);
  expect(siteScript).toMatch(/^enhance\.[\w-]+\.js$/);
  expect(siteScriptOf(await html(site, "/contact"))).toBe(siteScript);
  const pageFiles = assetFiles().filter((name) => /^(home|about|services|blog|article|shop|ebook|legal)\.[\w-]+\.js$/.test(name));
  expect(pageFiles).toEqual([]);

  // A lazy import keeps its dependencies preloaded: the contact form's island fetching its rules.
  const contactForm = islandAttributes(await html(site, "/contact"), "component-url").find((url) => url.includes("contact-form"));
  expect(contactForm).toBeDefined();
  expect(asset((contactForm ?? "").replace("/_astro/", ""))).toContain("__vite__mapDeps");
}, 120_000);

it("wakes islands with the site's client:interaction directive", async () => {
  const site = await startBuiltSite();
  const contact = await html(site, "/contact");
  expect(islandAttributes(contact, "client")).toContain("interaction");
  // Astro inlines a directive's script once in a page that uses it.
  expect(contact).toContain("(self.Astro||(self.Astro={})).interaction=");
}, 120_000);

it("compiles the editor's engine as it loads: the compile hint heads its chunk and its Brotli copy", async () => {
  await ensureFreshBuild();
  const editor = assetFiles().filter((name) => /^editor\.[\w-]+\.js$/.test(name));
  expect(editor).toHaveLength(1);
  const code = asset(editor[0] ?? "");
  expect(code.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
  expect(code, "TipTap and ProseMirror in the chunk").toContain("ProseMirror");
  const brotli = brotliDecompressSync(readFileSync(join(assets, `${editor[0]}.br`))).toString("utf8");
  expect(brotli.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
});

it("puts React and its Astro client in one file, and the page scripts' small shared modules in another", async () => {
  await ensureFreshBuild();
  // Marks of react-dom, the scheduler, the JSX runtime and @astrojs/react's client, each in one file only.
  const marks = ["react.dev/errors", "unstable_scheduleCallback", "react.transitional.element", "astro-slot"];
  const holders = new Set(assetFiles().filter((name) => marks.some((mark) => asset(name).includes(mark))));
  expect([...holders]).toEqual([expect.stringMatching(/^react\.[\w-]+\.js$/)]);

  // The site script's static imports: the one "enhancements" file, which holds the preload helper.
  const siteScript = assetFiles().filter((name) => /^enhance\.[\w-]+\.js$/.test(name));
  expect(siteScript).toHaveLength(1);
  const staticImports = [...asset(siteScript[0] ?? "").matchAll(/from\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]);
  expect(staticImports).toEqual([expect.stringMatching(/^enhancements\.[\w-]+\.js$/)]);
});

it("replaces Vite's preload helper with the site's small one (app/framework/bundling/small-preload-helper.ts)", async () => {
  await ensureFreshBuild();
  // Vite's own helper is the one that fires vite:preloadError; ours adds modulepreload links and nothing else.
  expect(assetFiles().filter((name) => asset(name).includes("vite:preloadError"))).toEqual([]);
  const shared = assetFiles().filter((name) => /^enhancements\.[\w-]+\.js$/.test(name));
  expect(shared).toHaveLength(1);
  expect(asset(shared[0] ?? "")).toContain("modulepreload");
});

it("builds the server with Astro's own version of cookie, not the project's", async () => {
  await ensureFreshBuild();
  // ssr.noExternal bundles it: a bare import would load the project root's cookie 0.7 at run time.
  const importingCookie = serverFiles().filter((file) => /from\s*["']cookie["']/.test(readFileSync(file, "utf8")));
  expect(importingCookie).toEqual([]);
});

const publicPages = [
  "/",
  "/contact",
  "/kheopscope",
  "/kheopscope/strategie-facebook-2025",
  "/boutique",
  "/services/formulaire-de-souscription",
];

it("gives no public page a file of the editor's engine, directly or through the files it loads", async () => {
  const site = await startBuiltSite();
  const files = new Set(assetFiles());
  const editor = [...files].filter((name) => name.startsWith("editor."));
  const reached = new Set<string>();
  const queue: string[] = [];
  for (const path of publicPages) {
    const page = await html(site, path);
    const islandFiles = [...islandAttributes(page, "component-url"), ...islandAttributes(page, "renderer-url")];
    queue.push(siteScriptOf(page), ...islandFiles.map((url) => url.replace("/_astro/", "")));
  }
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    // A name in a string that is no file of the build (mermaid's own worker, say) is not followed.
    if (reached.has(name) || !files.has(name)) continue;
    reached.add(name);
    // Static and dynamic imports (./x.js) and the preload lists of Vite's helper (_astro/x.js).
    for (const match of asset(name).matchAll(/["'`](?:\.\/|_astro\/)([\w.-]+\.js)["'`]/g)) queue.push(match[1] ?? "");
  }
  expect(reached.size).toBeGreaterThan(20);
  expect(editor).toHaveLength(1);
  expect([...reached]).not.toContain(editor[0]);
}, 120_000);
