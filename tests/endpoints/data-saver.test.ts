import { afterAll, beforeAll, expect, it } from "vitest";
import { dataSaverText } from "~/content/data-saver";
import type { SiteServices } from "~/lib/boundary/context.server";
import { siteDataOf } from "~/lib/site-data.server";
import { POST } from "~/pages/api/economie-donnees";
import { createTestSqlite } from "../helpers/database";
import { callEndpoint, testServices, throughMiddleware } from "../helpers/site-services";

// POST /api/economie-donnees behind the real request boundary, and what the pages are then rendered
// with: the visitor's choice, kept in a signed cookie, wins over the browser's Save-Data.

let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
beforeAll(async () => {
  database = await createTestSqlite();
  services = testServices(database.db);
});
afterAll(() => database.destroy());

/** Posts the form as the footer does (same-origin), and returns the answer with its Set-Cookie. */
async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/api/economie-donnees", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
  const response = await callEndpoint(services, request, POST);
  return {
    response,
    result: (await response
      .clone()
      .json()
      .catch(() => undefined)) as unknown,
  };
}

/** The `name=value` part of the data-saver cookie an answer sets. */
function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("kh_economie_donnees="));
  if (!cookie) throw new Error("no data-saver cookie set");
  expect(cookie).toContain("Max-Age=31536000");
  expect(cookie).toContain("HttpOnly");
  return cookie.split(";")[0] ?? "";
}

/** What the pages are rendered with, for a request with these headers. */
async function rootDataFor(headers: Record<string, string>) {
  let state = { on: false, browserAsks: false };
  await throughMiddleware(services, new Request("http://localhost:3000/kheopscope", { headers }), async ({ locals: { scope } }) => {
    state = (await siteDataOf(scope)).dataSaver;
    return new Response("<p>page</p>");
  });
  return { dataSaver: state.on, browserSavesData: state.browserAsks };
}

it("renders light for a browser that sends Save-Data: on, and in full otherwise", async () => {
  expect(await rootDataFor({ "save-data": "on" })).toEqual({ dataSaver: true, browserSavesData: true });
  expect(await rootDataFor({ "save-data": "On" })).toEqual({ dataSaver: true, browserSavesData: true });
  expect(await rootDataFor({})).toEqual({ dataSaver: false, browserSavesData: false });
});

it("without JavaScript, stores the choice for a year and goes back to the page; the choice wins over Save-Data", async () => {
  const off = await post({ dataSaver: "off", redirectTo: "/kheopscope/un-article?page=2" });
  expect(off.response.status).toBe(303);
  expect(off.response.headers.get("location")).toBe("/kheopscope/un-article?page=2");
  const offCookie = cookieOf(off.response);
  expect(await rootDataFor({ "save-data": "on", cookie: offCookie })).toEqual({ dataSaver: false, browserSavesData: true });

  const on = await post({ dataSaver: "on", redirectTo: "/" });
  expect(on.response.headers.get("location")).toBe("/");
  expect(await rootDataFor({ cookie: cookieOf(on.response) })).toEqual({ dataSaver: true, browserSavesData: false });
});

it("with JavaScript (no redirectTo), answers the stored choice", async () => {
  const { result, response } = await post({ dataSaver: "on" });
  expect(result).toEqual({ dataSaver: "on" });
  expect(await rootDataFor({ cookie: cookieOf(response) })).toMatchObject({ dataSaver: true });
});

it("goes back only to a page of this site", async () => {
  const { response } = await post({ dataSaver: "on", redirectTo: "//evil.example/" });
  expect(response.headers.get("location")).toBe("/");
});

it("answers 400 in French to any other value, and stores nothing", async () => {
  for (const value of ["", "ON", "true", "1"]) {
    const { result, response } = await post({ dataSaver: value, redirectTo: "/" });
    expect(response.status, value).toBe(400);
    expect(result).toEqual({ error: dataSaverText.invalidChoice });
    expect(response.headers.getSetCookie()).toEqual([]);
  }
  expect((await post({ redirectTo: "/" })).response.status).toBe(400);
});

it("ignores a data-saver cookie the site did not sign, under its name or its former one", async () => {
  expect(await rootDataFor({ "save-data": "on", cookie: "data_saver=off" })).toMatchObject({ dataSaver: true });
  expect(await rootDataFor({ "save-data": "on", cookie: "kh_economie_donnees=off" })).toMatchObject({ dataSaver: true });
  expect(await rootDataFor({ cookie: "data_saver=on" })).toMatchObject({ dataSaver: false });
});

it("answers a GET with 405", async () => {
  const response = await callEndpoint(services, new Request("http://localhost:3000/api/economie-donnees"), POST);
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST");
});

it("tells caches that a page depends on Save-Data; the API's answers do not", async () => {
  const page = await throughMiddleware(services, new Request("http://localhost:3000/services"), () => new Response("<p>page</p>"));
  expect(page.headers.get("vary")).toContain("Save-Data");
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
  const api = await throughMiddleware(services, new Request("http://localhost:3000/api/articles/statistiques/flux"), () =>
    Response.json({}),
  );
  expect(api.headers.get("vary") ?? "").not.toContain("Save-Data");
});
