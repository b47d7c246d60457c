import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-address";

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
