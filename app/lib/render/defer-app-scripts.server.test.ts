import { expect, test } from "vitest";
import { deferAppScripts } from "./defer-app-scripts.server";

// The shape of what React Router's <Scripts> writes (react-router 7.18), shortened.
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<link rel="stylesheet" href="/assets/app-C.css"/>',
  "</head><body><main>Bonjour</main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

test("no module is fetched or run by the HTML itself: the preloads and the module script are inert", () => {
  const html = deferAppScripts(page);
  expect(html).not.toMatch(/\srel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toContain('<link data-deferred-rel="modulepreload" href="/assets/entry.client-A.js"/>');
  expect(html).toContain('<link data-deferred-rel="modulepreload" href="/assets/root-B.js"/>');
  expect(html).toContain(
    '<script type="text/x-deferred-module" id="deferred-module" nonce="n0nce">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  );
  // The rest of the page is untouched, the stylesheet and the router's context included.
  expect(html).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>');
  expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
});

test("the starter carries the page's nonce and waits for the first contentful paint", () => {
  const html = deferAppScripts(page);
  const starter = /<script nonce="n0nce">(\(function\(\)\{var nonce=document\.currentScript\.nonce[^<]*)<\/script>/.exec(html)?.[1];
  expect(starter).toBeDefined();
  expect(starter).toContain('getEntriesByName("first-contentful-paint")');
  expect(starter).toContain('script.type="module"');
  expect(() => new Function(starter ?? "")).not.toThrow();
});

test("a page without the router's module script (an error page of the host) is left as it is", () => {
  const bare = "<!DOCTYPE html><html><body><p>Erreur</p></body></html>";
  expect(deferAppScripts(bare)).toBe(bare);
});
