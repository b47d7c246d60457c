import { describe, expect, it } from "vitest";
import { chunkImports, parseClientManifest, shellFiles, withLazyChunks } from "./precache-list";

const manifestSource = `window.__reactRouterManifest=${JSON.stringify({
  version: "47cfc8e4",
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/shared-b.js"], css: [] },
  routes: {
    root: { id: "root", module: "/assets/root-c.js", imports: ["/assets/shared-b.js", "/assets/x-d.js"], css: [] },
    "routes/offline/offline": { id: "routes/offline/offline", module: "/assets/offline-e.js", imports: ["/assets/wifi-off-f.js"], css: [] },
    "routes/blog/article": {
      id: "routes/blog/article",
      module: "/assets/article-g.js",
      imports: ["/assets/katex-h.js"],
      css: ["/assets/article-i.css"],
    },
    "routes/odd": { id: "routes/odd", module: "/assets/odd-j.js", imports: ["/assets/mermaid-k.js", "/assets/dashboard-l.js"] },
  },
})};`;

describe("the files the service worker precaches", () => {
  it("are the entry, the root and the offline page, with their chunks and the root's stylesheet, each once", () => {
    expect(shellFiles(parseClientManifest(manifestSource), ["routes/offline/offline"], ["/assets/app-z.css"])).toEqual([
      "/assets/app-z.css",
      "/assets/entry.client-a.js",
      "/assets/offline-e.js",
      "/assets/root-c.js",
      "/assets/shared-b.js",
      "/assets/wifi-off-f.js",
      "/assets/x-d.js",
    ]);
  });

  it("never include the diagram, formula or staff chunks, even imported by a shell module", () => {
    expect(shellFiles(parseClientManifest(manifestSource), ["routes/odd", "routes/blog/article"], [])).toEqual([
      "/assets/article-g.js",
      "/assets/article-i.css",
      "/assets/entry.client-a.js",
      "/assets/odd-j.js",
      "/assets/root-c.js",
      "/assets/shared-b.js",
      "/assets/x-d.js",
    ]);
  });

  it("refuse a manifest that is not React Router's, or a route it does not have", () => {
    expect(() => parseClientManifest("export default {}")).toThrow(/React Router/);
    expect(() => shellFiles(parseClientManifest(manifestSource), ["routes/missing"], [])).toThrow(/routes\/missing/);
  });
});

describe("the lazy chunks of the shell", () => {
  const built: Record<string, string> = {
    "/assets/root-c.js": 'import{a as t}from"./shared-b.js";const o=()=>import("./dist-m.js"),k=()=>import("./katex-h.js");',
    "/assets/shared-b.js": 'import"./x-d.js";export const a=1;',
    "/assets/x-d.js": "export const x=1;",
    "/assets/dist-m.js": 'import{a}from"./shared-b.js";import{s}from"./sonner-n.js";const later=()=>import("./far-o.js");',
    "/assets/sonner-n.js": "export const s=1;",
  };
  const read = (url: string) => {
    const source = built[url];
    if (source === undefined) throw new Error(`${url} was read`);
    return source;
  };

  it("reads a built module's static and lazy imports", () => {
    expect(chunkImports(built["/assets/root-c.js"] as string)).toEqual({
      static: ["/assets/shared-b.js"],
      lazy: ["/assets/dist-m.js", "/assets/katex-h.js"],
    });
  });

  it("adds what the shell loads lazily and what that imports, never a formula library nor a lazy chunk's own lazy chunks", () => {
    expect(withLazyChunks(["/assets/app-z.css", "/assets/root-c.js"], read)).toEqual([
      "/assets/app-z.css",
      "/assets/dist-m.js",
      "/assets/root-c.js",
      "/assets/shared-b.js",
      "/assets/sonner-n.js",
      "/assets/x-d.js",
    ]);
  });
});
