import { describe, expect, it } from "vitest";
import { addressWith } from "./behaviours/current-address";
import { redirectTargetOf } from "./boundary/preference-post.server";
import {
  asksCookieChoice,
  cookieChoiceHref,
  cookieChoiceSet,
  isConsent,
  readCookie,
  safeRedirectPath,
  withoutCookieChoice,
} from "./preferences";

describe("reading preference cookies", () => {
  it("finds a cookie by name among others in a Cookie header and decodes it", () => {
    const header = "theme=dark; currency=EUR; note=caf%C3%A9%20cr%C3%A8me; cookie_consent=accepted";

    expect(readCookie(header, "note")).toBe("café crème");
    expect(readCookie(header, "currency")).toBe("EUR");
    expect(readCookie(header, "missing")).toBeUndefined();
    expect(readCookie(null, "currency")).toBeUndefined();
    expect(readCookie(undefined, "currency")).toBeUndefined();
  });

  it("keeps the '=' signs inside a cookie value", () => {
    expect(readCookie("token=a=b=c", "token")).toBe("a=b=c");
  });

  it("knows the two answers to the cookie banner", () => {
    expect(["accepted", "refused", "maybe", undefined].map(isConsent)).toEqual([true, true, false, false]);
  });
});

describe("safeRedirectPath", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeRedirectPath("/services?x=1")).toBe("/services?x=1");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    ["an absolute URL to another site", "https://evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash path browsers read as another host", "/\\evil"],
    ["a tab browsers drop, leaving a protocol-relative URL", "/\t/evil.example"],
    ["a tab before a backslash", "/\t\\evil.example"],
    ["a newline browsers drop", "/\n/evil.example"],
    ["a relative path", "services"],
    ["an empty string", ""],
  ])("goes home instead of following %s", (_, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("goes home when there is no value or it is a file", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(new File(["x"], "x.txt"))).toBe("/");
  });
});

describe("redirectTargetOf", () => {
  const form = (redirectTo: string) => {
    const fields = new FormData();
    fields.set("redirectTo", redirectTo);
    return fields;
  };

  it("keeps a safe path and goes home instead of an unsafe one", () => {
    expect(redirectTargetOf(form("/boutique?categorie=vente"))).toBe("/boutique?categorie=vente");
    expect(redirectTargetOf(form("//evil.example"))).toBe("/");
    expect(redirectTargetOf(new FormData())).toBe("/");
  });

  it("answers 400 to a path no browser sends: characters a Location header cannot hold", () => {
    for (const value of ["/\u2028", "/caf\u00e9", "/\ud83d\ude00"]) {
      try {
        redirectTargetOf(form(value));
        expect.unreachable(`accepted ${value}`);
      } catch (error) {
        expect((error as { status?: number }).status).toBe(400);
      }
    }
  });
});

describe("the footer's 'Gérer les cookies' address", () => {
  it("is this page with ?cookies=choix, keeping its own query, and leads to the banner", () => {
    expect(cookieChoiceHref({ pathname: "/kheopscope", search: "" })).toBe("/kheopscope?cookies=choix#choix-cookies");
    expect(cookieChoiceHref({ pathname: "/boutique", search: "?q=vente&tri=prix" })).toBe(
      "/boutique?q=vente&tri=prix&cookies=choix#choix-cookies",
    );
    expect(cookieChoiceHref({ pathname: "/", search: "?cookies=choix" })).toBe("/?cookies=choix#choix-cookies");
  });

  it("is the same address whether the server wrote it or the page's script computed it from the page's address", () => {
    for (const address of ["/kheopscope", "/boutique?q=vente&tri=price-desc", "/services?periode=annuel&cookies=choix"]) {
      const url = new URL(address, "https://kheops.cm");
      expect(addressWith(url, { set: cookieChoiceSet }), address).toBe(cookieChoiceHref(url));
    }
  });

  it("is recognised, and taken off the address the banner goes back to", () => {
    expect(asksCookieChoice("?cookies=choix")).toBe(true);
    expect(asksCookieChoice("?q=vente&cookies=choix")).toBe(true);
    expect(asksCookieChoice("?cookies=autre")).toBe(false);
    expect(asksCookieChoice("")).toBe(false);
    expect(withoutCookieChoice({ pathname: "/boutique", search: "?q=vente&cookies=choix" })).toBe("/boutique?q=vente");
    expect(withoutCookieChoice({ pathname: "/contact", search: "?cookies=choix" })).toBe("/contact");
    expect(withoutCookieChoice({ pathname: "/contact", search: "" })).toBe("/contact");
  });
});
