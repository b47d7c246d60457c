import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { refusalText } from "~/content/errors";
import { createTestSqlite } from "../../../tests/helpers/database";
import { signedInStaff, silentLogger, testServices, throughMiddleware, withScope } from "../../../tests/helpers/site-services";
import { watchDatabaseAvailability } from "../db/availability.server";
import type { RequestScope } from "./boundary.server";
import type { SiteServices } from "./context.server";
import { formOf, jsonOf } from "./request-body.server";

// The request boundary (boundary.server.ts) through app/middleware.ts, as it runs around every page and endpoint.

let database: Awaited<ReturnType<typeof createTestSqlite>>;
beforeAll(async () => {
  database = await createTestSqlite();
});
afterAll(() => database.destroy());

let visitor = 0;
const nextAddress = () => `203.0.113.${++visitor}`;
const site = (env: Record<string, string> = {}) => testServices(database.db, { env });
let staffMembers = 0;
/** A signed-in administrator's cookie: the admin's routes answer nobody else. */
const staffCookie = async (services: SiteServices) =>
  (await signedInStaff(services, { name: "Awa", email: `awa-${++staffMembers}@kheops.cm` })).cookie;

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

type Handler = (scope: RequestScope) => Response | Promise<Response>;
const ran: Handler = () => new Response("ran");

/**
 * Sends `request` through the boundary to `handler`: whether the handler ran, and the answer's status,
 * body (parsed when JSON: the API's refusals; the message as text where a page's refusal would be)
 * and headers.
 */
async function through(services: SiteServices, request: Request, handler: Handler = ran, options: { clientAddress?: string } = {}) {
  let handled = false;
  const answer = await throughMiddleware(
    services,
    request,
    ({ locals }) => {
      handled = true;
      return handler(locals.scope);
    },
    options,
  );
  const text = await answer.text();
  const body: unknown = answer.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  return { handled, status: answer.status, body, headers: Object.fromEntries(answer.headers) };
}

/** Whether the boundary let the request through to the handler, and the handler answered. */
const passes = async (services: SiteServices, request: Request, options: { clientAddress?: string } = {}) => {
  const { handled, body } = await through(services, request, ran, options);
  return handled && body === "ran";
};

describe("the request boundary", () => {
  it("gives every handler the shared services, the request's address, its route group and its cookie jar", async () => {
    const services_ = site();
    const request = new Request("http://localhost:3000/", { headers: { cookie: "currency=EUR" } });
    const scope = await withScope(services_, request, (given) => given, { clientAddress: "41.202.219.7" });
    expect(scope.site).toBe(services_);
    expect(scope.request).toBe(request);
    expect(scope.clientAddress).toBe("41.202.219.7");
    expect(scope.group.name).toBe("pages");
    expect(await scope.cookies.get("currency")).toBe("EUR");
  });

  it("lets a shared cache keep an anonymous public page a few seconds; everything else is private, unless the route chose", async () => {
    const page: Handler = () => new Response("<p>page</p>");
    const cachingOf = async (services_: SiteServices, request: Request, handler: Handler = page) =>
      (await through(services_, request, handler)).headers["cache-control"];

    expect(await cachingOf(site(), new Request("http://localhost:3000/services"))).toBe("public, max-age=0, s-maxage=5");
    expect(await cachingOf(site({ PUBLIC_PAGE_CACHE_SECONDS: "12" }), new Request("http://localhost:3000/"))).toBe(
      "public, max-age=0, s-maxage=12",
    );
    expect(await cachingOf(site({ PUBLIC_PAGE_CACHE_SECONDS: "0" }), new Request("http://localhost:3000/"))).toBe("private, no-store");
    // Staff see what they publish at once; an answer that sets a cookie is one visitor's; so are errors, the API and the admin.
    const staff = new Request("http://localhost:3000/", { headers: { cookie: "kh_admin=x" } });
    expect(await cachingOf(site(), staff)).toBe("private, no-store");
    const settingCookie: Handler = (scope) => {
      scope.cookies.set("currency", "EUR");
      return page(scope);
    };
    const withCookie = await through(site(), new Request("http://localhost:3000/"), settingCookie);
    expect(withCookie.headers["cache-control"]).toBe("private, no-store");
    expect(withCookie.headers["set-cookie"]).toMatch(/^kh_devise=[^;]+\.[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await cachingOf(site(), new Request("http://localhost:3000/nope"), () => new Response("", { status: 404 }))).toBe(
      "private, no-store",
    );
    expect(await cachingOf(site(), new Request("http://localhost:3000/api/articles/statistiques/flux"))).toBe("private, no-store");
    expect(await cachingOf(site(), new Request("http://localhost:3000/admin"))).toBe("private, no-store");
    expect(await cachingOf(site(), post("/contact", "a=1", { "sec-fetch-site": "same-origin" }), page)).toBe("private, no-store");

    const feed: Handler = () => new Response("<rss/>", { headers: { "cache-control": "public, max-age=3600" } });
    expect(await cachingOf(site(), new Request("http://localhost:3000/kheopscope/rss.xml"), feed)).toBe("public, max-age=3600");
    // A stream that gives a cookie stays untransformed (no compression buffering it).
    const stream: Handler = (scope) => {
      scope.cookies.set("visitor", "0123456789abcdef0123456789abcdef");
      return new Response("data: 1\n\n", { headers: { "cache-control": "no-cache, no-transform" } });
    };
    expect(await cachingOf(site(), new Request("http://localhost:3000/api/articles/statistiques/flux"), stream)).toBe(
      "private, no-store, no-transform",
    );
  });

  it("answers 503 at once while the database is unreachable, but lets /healthz report it, and 503 to the request that found it gone", async () => {
    const services_ = site();
    let handled = 0;
    const handler: Handler = () => {
      handled++;
      return new Response("<p>page</p>");
    };
    services_.databaseAvailability.report(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    try {
      const refused = await through(services_, new Request("http://localhost:3000/kheopscope"), handler);
      expect(refused).toMatchObject({
        status: 503,
        body: refusalText.unavailable,
        headers: expect.objectContaining({ "retry-after": "5", "cache-control": "no-store" }),
      });
      const api = await through(services_, new Request("http://localhost:3000/api/articles/statistiques/flux"), handler);
      expect(api).toMatchObject({
        status: 503,
        body: { error: refusalText.unavailable },
        headers: expect.objectContaining({ "retry-after": "5" }),
      });
      expect(handled).toBe(0);
      await through(services_, new Request("http://localhost:3000/healthz"), handler);
      expect(handled).toBe(1);
    } finally {
      services_.databaseAvailability.stop();
    }

    // The request whose own query found the database gone gets the 503 too, not a 500.
    const other = site();
    const failing: Handler = (scope) => {
      scope.site.databaseAvailability.report(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }));
      return new Response("erreur", { status: 500 });
    };
    try {
      expect((await through(other, new Request("http://localhost:3000/"), failing)).status).toBe(503);
    } finally {
      other.databaseAvailability.stop();
    }
  });

  /** The site's services with writes the database will not keep; no probe comes to take them back during the test. */
  function withoutWrites(rateLimits?: SiteServices["rateLimits"]): SiteServices {
    const databaseAvailability = watchDatabaseAvailability(database.db, { logger: silentLogger, probeMs: 600_000 });
    onTestFinished(() => databaseAvailability.stop());
    return { ...site(), databaseAvailability, ...(rateLimits ? { rateLimits } : {}) };
  }
  const diskFull = () => Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

  it("refuses writes with the French 503 while the database keeps none (a full disk), and goes on serving pages", async () => {
    const services_ = withoutWrites();
    services_.databaseAvailability.report(diskFull());

    const refused = await through(services_, post("/contact", "a=1"));
    expect(refused).toMatchObject({
      handled: false,
      status: 503,
      body: refusalText.cannotStore,
      headers: expect.objectContaining({ "retry-after": "60", "cache-control": "no-store" }),
    });
    const island = await through(services_, post("/contact", "a=1", { accept: "application/json" }));
    expect(island).toMatchObject({ handled: false, status: 503, body: { error: refusalText.cannotStore } });
    expect(await passes(services_, new Request("http://localhost:3000/kheopscope"))).toBe(true);
    // A page that failed meanwhile gets the 503 too.
    const failed = await through(services_, new Request("http://localhost:3000/"), () => new Response("erreur", { status: 500 }));
    expect(failed.status).toBe(503);
  });

  it("answers a write whose rate-limit count fails: 503 for a full disk, the French 500 otherwise, nothing thrown to Astro", async () => {
    const failingWith = (error: Error) =>
      withoutWrites({
        hit: async () => {
          throw error;
        },
      });
    expect(await through(failingWith(diskFull()), post("/contact", "a=1"))).toMatchObject({
      handled: false,
      status: 503,
      body: refusalText.cannotStore,
    });
    expect(await through(failingWith(new Error("no such table: rate_limit_window")), post("/contact", "a=1"))).toMatchObject({
      handled: false,
      status: 500,
    });
  });

  describe("cross-site requests", () => {
    it.each([
      ["an Origin of another site", { origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site: same-site (a sister domain)", { "sec-fetch-site": "same-site" }],
      ["Origin: null (a sandboxed frame)", { origin: "null" }],
    ])("refuses a POST with %s, with 403, on pages and on the API", async (_, headers) => {
      const page = await through(site(), post("/contact", "a=1", headers));
      expect(page).toMatchObject({ handled: false, status: 403, body: refusalText.crossSite });
      const api = await through(site(), post("/api/articles/x/jaime", "", headers));
      expect(api).toMatchObject({ handled: false, status: 403, body: { error: refusalText.crossSite } });
    });

    it.each([
      ["its own Origin", { origin: "http://localhost:3000" }],
      ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }],
      ["neither header (a program, which has no visitor's cookies to abuse)", {}],
    ])("accepts a POST with %s", async (_, headers) => {
      expect(await passes(site(), post("/contact", "a=1", headers))).toBe(true);
    });

    it("accepts the SITE_URL origin when the site is reached under another host name", async () => {
      const request = new Request("http://10.0.0.5:3000/api/devise", {
        method: "POST",
        headers: { origin: "https://kheops.cm" },
        body: "",
      });
      expect(await passes(site({ SITE_URL: "https://kheops.cm" }), request)).toBe(true);
    });

    it("lets a GET from anywhere through (links from other sites are fine)", async () => {
      const request = new Request("http://localhost:3000/kheopscope", { headers: { "sec-fetch-site": "cross-site" } });
      expect(await passes(site(), request)).toBe(true);
    });
  });

  describe("bodies", () => {
    it("reads the fields of a form and removes control characters PostgreSQL would refuse", async () => {
      const request = post("/contact", "subject=Si%00te%07&message=Ligne%0D%0Asuivante%09ok");
      const form = await withScope(site(), request, (scope) => formOf(scope.body));
      expect(form.get("subject")).toBe("Site");
      expect(form.get("message")).toBe("Ligne\r\nsuivante\tok");
    });

    it("reads a body that is not a form, or a broken multipart one, as an empty form", async () => {
      const json = post("/contact", '{"email":"a@b.cm"}', { "content-type": "application/json" });
      expect([...(await withScope(site(), json, (scope) => formOf(scope.body))).keys()]).toEqual([]);
      const broken = post("/api/cookies", "--xyz\r\nbroken", { "content-type": "multipart/form-data; boundary=xyz" });
      expect([...(await withScope(site(), broken, (scope) => formOf(scope.body))).keys()]).toEqual([]);
    });

    it("answers 400 to JSON that does not parse", async () => {
      const request = post("/api/ga4/event", '{"eventName":', { "content-type": "application/json" });
      const answer = await through(site(), request, (scope) => Response.json(jsonOf(scope.body)));
      expect(answer).toMatchObject({ status: 400, body: { error: refusalText.invalidJson } });
    });

    it.each([
      ["/contact", 32 * 1024],
      ["/api/ga4/event", 2 * 1024],
      ["/api/articles/x/vue", 4 * 1024],
      ["/admin/api/articles", 1024 * 1024],
    ])("refuses a body over the limit of %s's group (%i bytes), declared or streamed, before reading it all", async (path, limit) => {
      const services_ = site();
      const cookie = path.startsWith("/admin") ? await staffCookie(services_) : "";
      expect(await passes(services_, post(path, "a".repeat(limit), { origin: "http://localhost:3000", cookie }))).toBe(true);

      const declared = await through(site(), post(path, "a".repeat(limit + 1)));
      expect(declared).toMatchObject({ handled: false, status: 413 });
      expect(JSON.stringify(declared.body)).toContain(refusalText.tooLarge);

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
      expect(await through(site(), streamed)).toMatchObject({ handled: false, status: 413 });
      expect(sent).toBeLessThan(limit + 64 * 1024);
    });
  });

  describe("rate limits per route group", () => {
    it("allows FORMS_RATE_LIMIT_PER_MINUTE posts of forms per address, then answers 429 with Retry-After", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "3" });
      const address = nextAddress();
      const send = () => through(services_, post("/newsletter", "email=a%40b.cm"), ran, { clientAddress: address });
      for (let i = 0; i < 3; i++) expect(await send()).toMatchObject({ handled: true, body: "ran" });
      const refused = await send();
      expect(refused).toMatchObject({ handled: false, status: 429, body: refusalText.tooMany });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Another visitor is not affected.
      expect(await passes(services_, post("/newsletter", "email=a%40b.cm"), { clientAddress: nextAddress() })).toBe(true);
    });

    it("counts the API apart from the forms, and answers it in JSON", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "1", API_RATE_LIMIT_PER_MINUTE: "2" });
      const address = nextAddress();
      const like = () => through(services_, post("/api/articles/x/jaime", ""), ran, { clientAddress: address });
      expect(await passes(services_, post("/contact", "a=1"), { clientAddress: address })).toBe(true);
      expect(await like()).toMatchObject({ handled: true, body: "ran" });
      expect(await like()).toMatchObject({ handled: true, body: "ran" });
      const refused = await like();
      expect(refused).toMatchObject({ handled: false, status: 429, body: { error: refusalText.tooMany } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("gives analytics events a budget of their own, lower than the other API writes' (ANALYTICS_RATE_LIMIT_PER_MINUTE)", async () => {
      const services_ = site({});
      expect(services_.config.ANALYTICS_RATE_LIMIT_PER_MINUTE).toBeLessThan(services_.config.API_RATE_LIMIT_PER_MINUTE);
      const address = nextAddress();
      const event = () => through(services_, post("/api/ga4/event", "{}"), ran, { clientAddress: address });
      for (let i = 0; i < services_.config.ANALYTICS_RATE_LIMIT_PER_MINUTE; i++)
        expect(await event()).toMatchObject({ handled: true, body: "ran" });
      expect(await event()).toMatchObject({ handled: false, status: 429, body: { error: refusalText.tooMany } });
      // The visitor's likes and views are not held back by its analytics.
      expect(await passes(services_, post("/api/articles/x/vue", ""), { clientAddress: address })).toBe(true);
    });

    it("counts the staff's writes apart, under ADMIN_RATE_LIMIT_PER_MINUTE, and answers the admin's API in JSON", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "1", ADMIN_RATE_LIMIT_PER_MINUTE: "2" });
      const address = nextAddress();
      const cookie = await staffCookie(services_);
      const save = () => through(services_, post("/admin/api/articles", "{}", { cookie }), ran, { clientAddress: address });
      expect(await passes(services_, post("/contact", "a=1"), { clientAddress: address })).toBe(true);
      expect(await save()).toMatchObject({ handled: true, body: "ran" });
      expect(await save()).toMatchObject({ handled: true, body: "ran" });
      expect(await save()).toMatchObject({ handled: false, status: 429, body: { error: refusalText.tooMany } });
    });

    it("does not count pages that are only read", async () => {
      const services_ = site({ FORMS_RATE_LIMIT_PER_MINUTE: "1" });
      const address = nextAddress();
      for (let i = 0; i < 5; i++) await through(services_, new Request("http://localhost:3000/contact"), ran, { clientAddress: address });
      expect(await passes(services_, post("/contact", "a=1"), { clientAddress: address })).toBe(true);
    });
  });
});
