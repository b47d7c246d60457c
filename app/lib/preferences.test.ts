import { describe, expect, it } from "vitest";
import { preferenceCookie, readConsent, readCookie, readCurrency, safeRedirectPath } from "./preferences";

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

  it("reads the chosen currency, falling back to XAF for a missing or unknown one", () => {
    expect(readCurrency("currency=USD")).toBe("USD");
    expect(readCurrency("theme=dark; currency=EUR")).toBe("EUR");
    expect(readCurrency("currency=GBP")).toBe("XAF");
    expect(readCurrency("currency=eur")).toBe("XAF");
    expect(readCurrency("")).toBe("XAF");
    expect(readCurrency(null)).toBe("XAF");
  });

  it("reads the cookie consent, undefined when not answered or unknown", () => {
    expect(readConsent("cookie_consent=accepted")).toBe("accepted");
    expect(readConsent("currency=EUR; cookie_consent=refused")).toBe("refused");
    expect(readConsent("cookie_consent=maybe")).toBeUndefined();
    expect(readConsent("currency=EUR")).toBeUndefined();
    expect(readConsent(undefined)).toBeUndefined();
  });
});

describe("preferenceCookie", () => {
  it("builds a one-year, site-wide, SameSite=Lax cookie", () => {
    expect(preferenceCookie("currency", "EUR", false)).toBe("currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("adds Secure when asked", () => {
    expect(preferenceCookie("cookie_consent", "accepted", true)).toBe(
      "cookie_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("encodes a value that would break the header, and reads it back", () => {
    const cookie = preferenceCookie("note", "a; b=c", false);

    expect(cookie.startsWith("note=a%3B%20b%3Dc;")).toBe(true);
    expect(readCookie(cookie, "note")).toBe("a; b=c");
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
