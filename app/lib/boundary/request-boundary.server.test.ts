import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalText } from "~/content/errors";
import { createTestSqlite } from "../../../tests/helpers/database";
import { testServices, throughBoundary } from "../../../tests/helpers/site-services";
import { cookieJar, requestInfo, type SiteServices, services } from "./context.server";
import { readForm, readJson } from "./request-body.server";

let database: Awaited<ReturnType<typeof createTestSqlite>>;
beforeAll(async () => {
  database = await createTestSqlite();
});
afterAll(() => database.destroy());

let visitor = 0;
const nextAddress = () => `203.0.113.${++visitor}`;
const site = (env: Record<string, string> = {}) => testServices(database.db, { env });

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

/** What the boundary throws when it refuses: the status and the JSON or page data. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; data: unknown; headers: Record<string, string> }> {
  try {
    await promise;
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: { status: number; headers: Record<string, string> } };
    return { status: init.status, data, headers: init.headers };
  }
  throw new Error("the boundary let the request through");
}

describe("the request boundary", () => {
  it("gives every handler the shared services, the request's address and nonce, and its cookie jar", async () => {
    const services_ = site();
    const { result } = await throughBoundary(
      services_,
      new Request("http://localhost:3000/"),
      (context) => ({ services: services(context), info: requestInfo(context), jar: cookieJar(context) }),
      { clientAddress: "41.202.219.7" },
    );
    expect(result.services).toBe(services_);
    expect(result.info).toEqual({ nonce: "test", clientAddress: "41.202.219.7" });
    expect(typeof result.jar.get).toBe("function");
  });

  it("lets a shared cache keep an anonymous public page a few seconds; everything else is private, unless the route chose", async () => {
    const page = () => new Response("<p>page</p>");
    const cachingOf = async (services_: SiteServices, request: Request, handler: Parameters<typeof throughBoundary>[2] = page) =>
      (await throughBoundary(services_, request, handler)).response.headers.get("cache-control");

    expect(await cachingOf(site(), new Request("http://localhost:3000/services"))).toBe("public, max-age=0, s-maxage=5");
    expect(await cachingOf(site({ PUBLIC_PAGE_CACHE_SECONDS: "12" }), new Request("http://localhost:3000/"))).toBe(
      "public, max-age=0, s-maxage=12",
    );
    expect(await cachingOf(site({ PUBLIC_PAGE_CACHE_SECONDS: "0" }), new Request("http://localhost:3000/"))).toBe("private, no-store");
    // Staff see what they publish at once; an answer that sets a cookie is one visitor's; so are errors, the API and the admin.
    const staff = new Request("http://localhost:3000/", { headers: { cookie: "kh_admin=x" } });
    expect(await cachingOf(site(), staff)).toBe("private, no-store");
    const settingCookie = (context: Parameters<typeof cookieJar>[0]) => {
      cookieJar(context).set("currency", "EUR");
      return page();
    };
    expect(await cachingOf(site(), new Request("http://localhost:3000/"), settingCookie)).toBe("private, no-store");
    expect(await cachingOf(site(), new Request("http://localhost:3000/nope"), () => new Response("", { status: 404 }))).toBe(
      "private, no-store",
    );
    expect(await cachingOf(site(), new Request("http://localhost:3000/api/articles/stats"))).toBe("private, no-store");
    expect(await cachingOf(site(), new Request("http://localhost:3000/admin"))).toBe("private, no-store");
    expect(await cachingOf(site(), post("/contact", "a=1", { "sec-fetch-site": "same-origin" }), page)).toBe("private, no-store");

    const feed = () => new Response("<rss/>", { headers: { "cache-control": "public, max-age=3600" } });
    expect(await cachingOf(site(), new Request("http://localhost:3000/kheopscope/rss.xml"), feed)).toBe("public, max-age=3600");
    // A stream that gives a cookie stays untransformed (no compression buffering it).
    const stream = (context: Parameters<typeof cookieJar>[0]) => {
      cookieJar(context).set("visitor", "0123456789abcdef0123456789abcdef");
      return new Response("data: 1\n\n", { headers: { "cache-control": "no-cache, no-transform" } });
    };
    expect(await cachingOf(site(), new Request("http://localhost:3000/api/articles/stats/stream"), stream)).toBe(
      "private, no-store, no-transform",
    );
  });

  it("answers 503 at once while the database is unreachable, but lets /healthz report it, and 503 to the request that found it gone", async () => {
    const services_ = site();
    let handled = 0;
    const handler = () => {
      handled++;
      return new Response("<p>page</p>");
    };
    services_.databaseAvailability.report(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    try {
      const refused = await refusalOf(throughBoundary(services_, new Request("http://localhost:3000/kheopscope"), handler));
      expect(refused).toEqual({
        status: 503,
        data: { message: refusalText.unavailable, retryAfter: "5" },
        headers: expect.objectContaining({ "retry-after": "5" }),
      });
      const api = await refusalOf(throughBoundary(services_, new Request("http://localhost:3000/api/articles/stats"), handler));
      expect(api.data).toEqual({ error: refusalText.unavailable });
      expect(handled).toBe(0);
      await throughBoundary(services_, new Request("http://localhost:3000/healthz"), handler);
      expect(handled).toBe(1);
    } finally {
      services_.databaseAvailability.stop();
    }

    // The request whose own query found the database gone gets the 503 too, not a 500.
    const other = site();
    const failing = (context: Parameters<typeof cookieJar>[0]) => {
      services(context).databaseAvailability.report(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }));
      return new Response("erreur", { status: 500 });
    };
    try {
      expect((await refusalOf(throughBoundary(other, new Request("http://localhost:3000/"), failing))).status).toBe(503);
    } finally {
      other.databaseAvailability.stop();
    }
  });

  describe("cross-site requests", () => {
    it.each([
      ["an Origin of another site", { origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site: same-site (a sister domain)", { "sec-fetch-site": "same-site" }],
      ["Origin: null (a sandboxed frame)", { origin: "null" }],
    ])("refuses a POST with %s, with 403, on pages and on the API", async (_, headers) => {
      const page = await refusalOf(throughBoundary(site(), post("/contact", "a=1", headers), () => "ran"));
      expect(page).toMatchObject({ status: 403, data: { message: refusalText.crossSite } });
      const api = await refusalOf(throughBoundary(site(), post("/api/articles/x/like", "", headers), () => "ran"));
      expect(api).toMatchObject({ status: 403, data: { error: refusalText.crossSite } });
    });

    it.each([
      ["its own Origin", { origin: "http://localhost:3000" }],
      ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }],
      ["neither header (a program, which has no visitor's cookies to abuse)", {}],
    ])("accepts a POST with %s", async (_, headers) => {
      const { result } = await throughBoundary(site(), post("/contact", "a=1", headers), () => "ran");
      expect(result).toBe("ran");
    });

    it("accepts the SITE_URL origin when the site is reached under another host name", async () => {
      const request = new Request("http://10.0.0.5:3000/api/devise", {
        method: "POST",
        headers: { origin: "https://kheops.cm" },
        body: "",
      });
      const { result } = await throughBoundary(site({ SITE_URL: "https://kheops.cm" }), request, () => "ran");
      expect(result).toBe("ran");
    });

    it("lets a GET from anywhere through (links from other sites are fine)", async () => {
      const request = new Request("http://localhost:3000/kheopscope", { headers: { "sec-fetch-site": "cross-site" } });
      expect((await throughBoundary(site(), request, () => "ran")).result).toBe("ran");
    });
  });

  describe("bodies", () => {
    it("reads the fields of a form and removes control characters PostgreSQL would refuse", async () => {
      const request = post("/contact", "subject=Si%00te%07&message=Ligne%0D%0Asuivante%09ok");
      const { result: form } = await throughBoundary(site(), request, (context) => readForm(context));
      expect(form.get("subject")).toBe("Site");
      expect(form.get("message")).toBe("Ligne\r\nsuivante\tok");
    });

    it("reads a body that is not a form, or a broken multipart one, as an empty form", async () => {
      const json = post("/contact", '{"email":"a@b.cm"}', { "content-type": "application/json" });
      expect([...(await throughBoundary(site(), json, (context) => readForm(context))).result.keys()]).toEqual([]);
      const broken = post("/api/cookies", "--xyz\r\nbroken", { "content-type": "multipart/form-data; boundary=xyz" });
      expect([...(await throughBoundary(site(), broken, (context) => readForm(context))).result.keys()]).toEqual([]);
    });

    it("answers 400 to JSON that does not parse", async () => {
      const request = post("/api/ga4/event", '{"eventName":', { "content-type": "application/json" });
      expect(await refusalOf(throughBoundary(site(), request, (context) => readJson(context)))).toMatchObject({ status: 400 });
    });

    it.each([
      ["/contact", 32 * 1024],
      ["/api/ga4/event", 2 * 1024],
      ["/api/articles/x/view", 4 * 1024],
      ["/admin/articles", 1024 * 1024],
    ])("refuses a body over the limit of %s's group (%i bytes), declared or streamed, before reading it all", async (path, limit) => {
      const exact = await throughBoundary(site(), post(path, "a".repeat(limit), { origin: "http://localhost:3000" }), () => "ran");
      expect(exact.result).toBe("ran");

      const declared = await refusalOf(throughBoundary(site(), post(path, "a".repeat(limit + 1)), () => "ran"));
      expect(declared).toMatchObject({ status: 413 });
      expect(JSON.stringify(declared.data)).toContain(refusalText.tooLarge);

      // A chunked body with no length, that would go on for 40 MB: the boundary stops after the limit.
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 40 * 1024 * 1024) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024));
        },
      });
      const streamed = new Request(`http://localhost:3000${path}`, { method: "POST", body: endless, duplex: "half" } as RequestInit);
      expect(await refusalOf(throughBoundary(site(), streamed, () => "ran"))).toMatchObject({ status: 413 });
      expect(sent).toBeLessThan(limit + 64 * 1024);
    });
  });

  describe("rate limits per route group", () => {
    it("allows FORMS_RATE_LIMIT_PER_MINUTE posts of forms per address, then answers 429 with Retry-After", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "3" });
      const address = nextAddress();
      const send = () => throughBoundary(services_, post("/newsletter", "email=a%40b.cm"), () => "ran", { clientAddress: address });
      for (let i = 0; i < 3; i++) expect((await send()).result).toBe("ran");
      const refused = await refusalOf(send());
      expect(refused).toMatchObject({ status: 429, data: { message: refusalText.tooMany } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Another visitor is not affected.
      expect((await throughBoundary(services_, post("/newsletter", "email=a%40b.cm"), () => "ran")).result).toBe("ran");
    });

    it("counts the API apart from the forms, and answers it in JSON", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "1", API_RATE_LIMIT_PER_MINUTE: "2" });
      const address = nextAddress();
      const like = () => throughBoundary(services_, post("/api/articles/x/like", ""), () => "ran", { clientAddress: address });
      expect((await throughBoundary(services_, post("/contact", "a=1"), () => "ran", { clientAddress: address })).result).toBe("ran");
      expect((await like()).result).toBe("ran");
      expect((await like()).result).toBe("ran");
      expect(await refusalOf(like())).toMatchObject({ status: 429, data: { error: refusalText.tooMany } });
    });

    it("gives analytics events a budget of their own, lower than the other API writes' (ANALYTICS_RATE_LIMIT_PER_MINUTE)", async () => {
      const services_ = site({});
      expect(services_.config.ANALYTICS_RATE_LIMIT_PER_MINUTE).toBeLessThan(services_.config.API_RATE_LIMIT_PER_MINUTE);
      const address = nextAddress();
      const event = () => throughBoundary(services_, post("/api/ga4/event", "{}"), () => "ran", { clientAddress: address });
      for (let i = 0; i < services_.config.ANALYTICS_RATE_LIMIT_PER_MINUTE; i++) expect((await event()).result).toBe("ran");
      expect(await refusalOf(event())).toMatchObject({ status: 429, data: { error: refusalText.tooMany } });
      // The visitor's likes and views are not held back by its analytics.
      const view = await throughBoundary(services_, post("/api/articles/x/view", ""), () => "ran", { clientAddress: address });
      expect(view.result).toBe("ran");
    });

    it("does not count pages that are only read", async () => {
      const services_: SiteServices = site({ FORMS_RATE_LIMIT_PER_MINUTE: "1" });
      const address = nextAddress();
      for (let i = 0; i < 5; i++)
        await throughBoundary(services_, new Request("http://localhost:3000/contact"), () => "ran", { clientAddress: address });
      expect((await throughBoundary(services_, post("/contact", "a=1"), () => "ran", { clientAddress: address })).result).toBe("ran");
    });
  });
});
