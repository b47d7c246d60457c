import type { APIContext } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferenceRefusalText } from "~/content/errors";
import type { SiteServices } from "~/lib/boundary/context.server";
import { POST as postCookies } from "~/pages/api/cookies";
import { POST as postCurrency } from "~/pages/api/devise";
import { POST as postDataSaver } from "~/pages/api/economie-donnees";
import { createTestSqlite } from "../helpers/database";
import { callEndpoint, testServices } from "../helpers/site-services";

// The three preference forms (the currency menu, the data-saver switch, the cookie banner) come back to the page
// the visitor was on, with what they changed in place (its query: a search, a sort, a period), and only to a page
// of this site, behind the real request boundary.

let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
beforeAll(async () => {
  database = await createTestSqlite();
  services = testServices(database.db);
});
afterAll(() => database.destroy());

const endpoints: Array<{ path: string; endpoint: (context: APIContext) => Response | Promise<Response>; choice: Record<string, string> }> =
  [
    { path: "/api/devise", endpoint: postCurrency, choice: { currency: "EUR" } },
    { path: "/api/economie-donnees", endpoint: postDataSaver, choice: { dataSaver: "on" } },
    { path: "/api/cookies", endpoint: postCookies, choice: { consent: "refused" } },
  ];

/** Posts the form as the browser does without the page's script (same-origin), with this return address. */
function post({ path, endpoint, choice }: (typeof endpoints)[number], redirectTo: string): Promise<Response> {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ ...choice, redirectTo }).toString(),
  });
  return callEndpoint(services, request, endpoint);
}

describe.each(endpoints)("$path", (preference) => {
  it("comes back to the page with its query, as the visitor left it", async () => {
    for (const address of ["/boutique?q=vente&categorie=Vente+%26+N%C3%A9gociation&tri=price-desc", "/services?periode=annuel", "/"]) {
      const response = await post(preference, address);
      expect(response.status, address).toBe(303);
      expect(response.headers.get("location"), address).toBe(address);
      expect(response.headers.getSetCookie(), address).toHaveLength(1);
    }
  });

  it.each([
    ["another site", "https://evil.example/boutique"],
    ["a protocol-relative address", "//evil.example/boutique"],
    ["a backslash that browsers read as another host", "/\\evil.example"],
    ["a tab that browsers drop before a second slash", "/\t/evil.example"],
    ["a relative path", "boutique?tri=price-desc"],
    ["a javascript: address", "javascript:alert(1)"],
  ])("goes home instead of following %s", async (_, address) => {
    const response = await post(preference, address);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it("refuses, in French and storing nothing, an address no browser sends", async () => {
    const response = await post(preference, "/boutique?q=caf\u00e9");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(preferenceRefusalText.returnAddress);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

it("the cookie banner's answer comes back without the banner's request, keeping the rest of the query", async () => {
  const [, , cookies] = endpoints;
  if (!cookies) throw new Error("no cookie endpoint");
  const cases = [
    ["/boutique?q=vente&cookies=choix&tri=price-asc", "/boutique?q=vente&tri=price-asc"],
    ["/kheopscope?cookies=choix", "/kheopscope"],
    ["/services?periode=annuel", "/services?periode=annuel"],
  ] as const;
  for (const [sent, back] of cases) {
    expect((await post(cookies, sent)).headers.get("location"), sent).toBe(back);
  }
});
