import { describe, expect, it } from "vitest";
import { isKeepablePage, keptAddresses, offlinePageStylesheets, requestKind } from "./routes";

const origin = "https://kheops.example";
const kind = (path: string, mode = "cors", method = "GET") => requestKind({ url: new URL(path, origin), method, mode }, origin);

describe("which requests the service worker answers", () => {
  it("keeps the pages a visitor reads, query strings included", () => {
    for (const path of [
      "/",
      "/kheopscope/strategie-facebook-2025",
      "/services/community-management",
      "/boutique?categorie=guides",
      "/hors-ligne",
    ])
      expect(kind(path, "navigate"), path).toBe("page");
  });

  it("passes the staff's area, the APIs and files opened alone to the network, without keeping them", () => {
    for (const path of [
      "/admin",
      "/admin/deconnexion",
      "/api/devise",
      "/healthz",
      "/media/abc-640.webp",
      "/sitemap.xml",
      "/kheopscope/rss.xml",
      "/favicon.ico",
    ])
      expect(kind(path, "navigate"), path).toBe("network");
  });

  it("leaves the staff's files and route manifest alone", () => {
    expect(kind("/assets/dashboard-C0DyyADm.js")).toBeUndefined();
    expect(kind("/__manifest?paths=%2Fadmin&version=47cfc8e4")).toBeUndefined();
    expect(kind("/admin.data")).toBeUndefined();
  });

  it("keeps the build's files and the pictures", () => {
    expect(kind("/_astro/site.C0DyyADm.js")).toBe("asset");
    expect(kind("/images/art/hero-640.avif", "no-cors")).toBe("image");
    expect(kind("/media/0193-640.webp", "no-cors")).toBe("image");
  });

  it("passes the public pages' forms posted by the browser itself, to answer them when there is no connection", () => {
    expect(kind("/contact", "navigate", "POST")).toBe("post");
    expect(kind("/newsletter", "navigate", "POST")).toBe("post");
    expect(kind("/admin/connexion", "navigate", "POST")).toBeUndefined();
    expect(kind("/api/cookies", "navigate", "POST")).toBe("post");
    expect(requestKind({ url: new URL("https://ailleurs.example/contact"), method: "POST", mode: "navigate" }, origin)).toBeUndefined();
  });

  it("never touches a script's post, another site, the stats stream or the worker itself", () => {
    expect(kind("/contact", "cors", "POST")).toBeUndefined();
    expect(kind("/api/articles/statistiques/flux")).toBeUndefined();
    expect(kind("/api/articles/un-article/jaime", "cors", "POST")).toBeUndefined();
    expect(kind("/sw.js")).toBeUndefined();
    expect(kind("/manifest.webmanifest")).toBeUndefined();
    expect(requestKind({ url: new URL("https://fonts.example/a.css"), method: "GET", mode: "no-cors" }, origin)).toBeUndefined();
  });
});

describe("the offline page's stylesheets", () => {
  it("are its own stylesheet links, by path", () => {
    const html = `<head><link rel="stylesheet" href="/_astro/site.a1.css"><link rel=stylesheet href="${origin}/_astro/article.b2.css">
      <link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="https://cdn.example/x.css"><script src="/_astro/site.c3.js"></script></head>`;
    expect(offlinePageStylesheets(html, origin)).toEqual(["/_astro/site.a1.css", "/_astro/article.b2.css"]);
  });
});

describe("what is kept", () => {
  it("keeps successful HTML pages only", () => {
    expect(isKeepablePage(200, "text/html; charset=utf-8")).toBe(true);
    expect(isKeepablePage(404, "text/html; charset=utf-8")).toBe(false);
    expect(isKeepablePage(503, "text/html; charset=utf-8")).toBe(false);
    expect(isKeepablePage(200, "application/json")).toBe(false);
    expect(isKeepablePage(200, null)).toBe(false);
  });

  it("takes from a page's keep-loaded message its own address and the files the worker keeps", () => {
    const kept = keptAddresses(
      {
        type: "keep-loaded",
        page: `${origin}/kheopscope/un-article#commentaires`,
        resources: [
          `${origin}/_astro/site.C0DyyADm.js`,
          `${origin}/_astro/site.C0DyyADm.js`,
          `${origin}/assets/dashboard-C0DyyADm.js`,
          `${origin}/images/art/hero-640.avif`,
          `${origin}/api/articles/statistiques/flux`,
          "https://ailleurs.example/pixel.gif",
          42,
        ],
      },
      origin,
    );
    expect(kept?.page?.href).toBe(`${origin}/kheopscope/un-article`);
    expect(kept?.resources.map((url) => url.pathname)).toEqual(["/_astro/site.C0DyyADm.js", "/images/art/hero-640.avif"]);
  });

  it("keeps no staff page and ignores other messages", () => {
    expect(keptAddresses({ type: "keep-loaded", page: `${origin}/admin`, resources: [] }, origin)).toEqual({
      page: undefined,
      resources: [],
    });
    expect(keptAddresses({ type: "SKIP_WAITING" }, origin)).toBeUndefined();
    expect(keptAddresses("keep-loaded", origin)).toBeUndefined();
  });
});
