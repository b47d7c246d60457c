import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./cross-site.server";

// Behind nginx, a request reaches the site at its own address (here 127.0.0.1:3000), not SITE_URL's: both are ours.
const siteUrl = "https://kheops.cm";
const requestUrl = "http://127.0.0.1:3000/contact";

function post(headers: Record<string, string>): Request {
  return new Request(requestUrl, { method: "POST", headers, body: "a=1" });
}

describe("which writes are cross-site", () => {
  it.each([
    // Origin present and not ours: cross-site, whatever Sec-Fetch-Site says (the review's request is the first).
    ["https://evil.example", "same-origin", true],
    ["https://evil.example", "none", true],
    ["https://evil.example", "same-site", true],
    ["https://evil.example", "cross-site", true],
    ["https://evil.example", undefined, true],
    // A sister domain, or our own name on another scheme or port, is another origin.
    ["https://blog.kheops.cm", "same-origin", true],
    ["http://kheops.cm", "same-origin", true],
    ["http://127.0.0.1:3001", "same-origin", true],
    // Origin: null: a sandboxed frame or a post redirected from elsewhere (Sec-Fetch-Site says so), or our own
    // form on a no-referrer page (the mailed link's), which the browser says is same-origin.
    ["null", "same-origin", false],
    ["null", "cross-site", true],
    ["null", "same-site", true],
    ["null", "none", true],
    ["null", undefined, true],
    // Origin ours (SITE_URL's or the request's own): Sec-Fetch-Site may still say another site sent it.
    [siteUrl, "same-origin", false],
    [siteUrl, "none", false],
    [siteUrl, undefined, false],
    ["http://127.0.0.1:3000", "same-origin", false],
    ["http://127.0.0.1:3000", undefined, false],
    [siteUrl, "same-site", true],
    [siteUrl, "cross-site", true],
    // No Origin: Sec-Fetch-Site decides, as it did.
    [undefined, "same-origin", false],
    [undefined, "none", false],
    [undefined, "same-site", true],
    [undefined, "cross-site", true],
    // Neither: a program (curl, a monitoring probe), with no visitor's cookies to abuse.
    [undefined, undefined, false],
  ] as const)("Origin %s, Sec-Fetch-Site %s: cross-site %s", (origin, fetchSite, crossSite) => {
    const headers = { ...(origin === undefined ? {} : { origin }), ...(fetchSite === undefined ? {} : { "sec-fetch-site": fetchSite }) };
    expect(isCrossSiteRequest(post(headers), siteUrl)).toBe(crossSite);
  });
});
