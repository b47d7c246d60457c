import { describe, expect, it } from "vitest";
import { addressOf, pageFiles, spellingsOf } from "../../../tests/helpers/page-files";
import { canonicalPath, renamedApiPath, spellingOf } from "./canonical-address";

describe("canonicalPath", () => {
  it.each([
    ["/blog", "/kheopscope"],
    ["/blog/strategie-facebook-2025", "/kheopscope/strategie-facebook-2025"],
    ["/shop", "/boutique"],
    ["/shop/la-methodologie-de-la-vente", "/boutique/la-methodologie-de-la-vente"],
    ["/ebook/vendre-avec-0f", "/boutique/vendre-avec-0f"],
    ["/about", "/apropos"],
    ["/Blog/Strategie-Facebook-2025/", "/kheopscope/strategie-facebook-2025"],
    ["/about/", "/apropos"],
  ])("sends the old address %s to %s", (old, current) => {
    expect(canonicalPath(old)).toBe(current);
  });

  it("drops trailing slashes, except the home page's", () => {
    expect(canonicalPath("/services/")).toBe("/services");
    expect(canonicalPath("/kheopscope/strategie-facebook-2025//")).toBe("/kheopscope/strategie-facebook-2025");
    expect(canonicalPath("/")).toBeUndefined();
  });

  it("lowers capitals but not percent-escapes, nor stored pictures' names", () => {
    expect(canonicalPath("/Kheopscope/Strategie-Facebook-2025")).toBe("/kheopscope/strategie-facebook-2025");
    expect(canonicalPath("/CONTACT")).toBe("/contact");
    expect(canonicalPath("/kheopscope/caf%C3%A9")).toBeUndefined();
    expect(canonicalPath("/media/AbC123-640.webp")).toBeUndefined();
  });

  it("leaves the site's own addresses alone", () => {
    for (const path of [
      "/",
      "/services",
      "/services/community-management",
      "/kheopscope/rss.xml",
      "/boutique/vendre-avec-0f",
      "/apropos",
    ]) {
      expect(canonicalPath(path)).toBeUndefined();
    }
  });
});

describe("spellingOf", () => {
  // Every address of the site, from the files under app/pages, in each spelling readers have disagreed on.
  const addresses = pageFiles().map((file) => addressOf(file.pattern));
  const refused = new Set(["escaped twice", "escaped slash"]);
  const otherAddress = new Set(["capitals", "semicolon"]);

  it.each(addresses)("sends every other spelling of %s to it, refuses the ambiguous ones, and calls no other spelling plain", (plain) => {
    for (const { name, path } of spellingsOf(plain)) {
      const spelling = spellingOf(path);
      if (name === "plain") expect(spelling, path).toEqual({ status: "plain" });
      else if (refused.has(name)) expect(spelling, path).toEqual({ status: "refused" });
      // Another address as the URL parser reads it (capitals: canonicalPath lowers them for a GET; `;` names another route).
      else if (otherAddress.has(name)) expect(spelling, path).toEqual({ status: "plain" });
      else expect(spelling, path).toEqual({ status: "respelled", path: plain });
    }
  });

  it("keeps the escapes of what a path cannot hold as it is, in capitals, and refuses escaped controls and a lone %", () => {
    expect(spellingOf("/kheopscope/%C3%A9t%C3%A9")).toEqual({ status: "plain" });
    expect(spellingOf("/kheopscope/%c3%a9t%c3%a9")).toEqual({ status: "respelled", path: "/kheopscope/%C3%A9t%C3%A9" });
    expect(spellingOf("/a%20b")).toEqual({ status: "plain" });
    expect(spellingOf("/a%00b")).toEqual({ status: "refused" });
    expect(spellingOf("/a%7fb")).toEqual({ status: "refused" });
    expect(spellingOf("/100%")).toEqual({ status: "refused" });
    expect(spellingOf("http://exemple.cm/admin")).toEqual({ status: "refused" });
    expect(spellingOf("/")).toEqual({ status: "plain" });
    expect(spellingOf("//")).toEqual({ status: "respelled", path: "/" });
  });
});

describe("renamedApiPath", () => {
  it("gives the French address of each API address renamed in 2026-12, and nothing for the others", () => {
    expect(renamedApiPath("/api/articles/strategie-facebook-2025/like")).toBe("/api/articles/strategie-facebook-2025/jaime");
    expect(renamedApiPath("/api/articles/strategie-facebook-2025/view")).toBe("/api/articles/strategie-facebook-2025/vue");
    expect(renamedApiPath("/api/articles/stats/stream")).toBe("/api/articles/statistiques/flux");
    for (const current of [
      "/api/articles/x/jaime",
      "/api/articles/statistiques/flux",
      "/api/ga4/event",
      "/kheopscope/like",
      "/api/articles/a/b/like",
    ])
      expect(renamedApiPath(current), current).toBeUndefined();
  });
});
