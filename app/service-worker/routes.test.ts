import { describe, expect, it } from "vitest";
import { isKeepablePage, keptAddresses, pageOfDataRequest, reloadDocumentAnswer, requestKind } from "./routes";

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

  it("keeps React Router's data requests and route manifest, except the staff's and the APIs'", () => {
    expect(kind("/kheopscope/un-article.data?_routes=routes%2Fblog%2Farticle")).toBe("data");
    expect(kind("/_root.data")).toBe("data");
    expect(kind("/__manifest?paths=%2Fcontact&version=47cfc8e4")).toBe("data");
    expect(kind("/admin.data")).toBeUndefined();
    expect(kind("/admin/api/articles.data")).toBeUndefined();
    expect(kind("/healthz.data")).toBeUndefined();
  });

  it("keeps the build's files and the pictures", () => {
    expect(kind("/assets/root-C0DyyADm.js")).toBe("asset");
    expect(kind("/images/art/hero-640.avif", "no-cors")).toBe("image");
    expect(kind("/media/0193-640.webp", "no-cors")).toBe("image");
  });

  it("never touches a post, another site, the stats stream or the worker itself", () => {
    expect(kind("/contact.data", "cors", "POST")).toBeUndefined();
    expect(kind("/contact", "navigate", "POST")).toBeUndefined();
    expect(kind("/api/articles/stats/stream")).toBeUndefined();
    expect(kind("/api/articles/un-article/like", "cors", "POST")).toBeUndefined();
    expect(kind("/sw.js")).toBeUndefined();
    expect(kind("/manifest.webmanifest")).toBeUndefined();
    expect(requestKind({ url: new URL("https://fonts.example/a.css"), method: "GET", mode: "no-cors" }, origin)).toBeUndefined();
  });
});

describe("the page of a data request", () => {
  it("drops the .data suffix and React Router's own parameters, keeps the others", () => {
    expect(pageOfDataRequest(new URL("/kheopscope/un-article.data?_routes=routes%2Fblog%2Farticle", origin))).toBe(
      "/kheopscope/un-article",
    );
    expect(pageOfDataRequest(new URL("/_root.data", origin))).toBe("/");
    expect(pageOfDataRequest(new URL("/kheopscope/_.data", origin))).toBe("/kheopscope/");
    expect(pageOfDataRequest(new URL("/boutique.data?categorie=guides&index&_routes=x", origin))).toBe("/boutique?categorie=guides");
  });

  it("is answered, when neither the network nor the cache can, by a redirect that reloads that page as a document", () => {
    expect(reloadDocumentAnswer(new URL("/kheopscope/autre.data", origin))).toEqual({
      status: 204,
      headers: {
        "X-Remix-Redirect": "/kheopscope/autre",
        "X-Remix-Status": "302",
        "X-Remix-Reload-Document": "true",
        "Cache-Control": "no-store",
      },
    });
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
          `${origin}/assets/root-C0DyyADm.js`,
          `${origin}/assets/root-C0DyyADm.js`,
          `${origin}/images/art/hero-640.avif`,
          `${origin}/api/articles/stats/stream`,
          "https://ailleurs.example/pixel.gif",
          42,
        ],
      },
      origin,
    );
    expect(kept?.page?.href).toBe(`${origin}/kheopscope/un-article`);
    expect(kept?.resources.map((url) => url.pathname)).toEqual(["/assets/root-C0DyyADm.js", "/images/art/hero-640.avif"]);
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
