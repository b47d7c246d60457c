import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import type { Engine } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { POST as consentEndpoint } from "~/pages/api/cookies";
import { POST } from "~/pages/api/ga4/event";
import { describeOnEachEngine } from "../helpers/database";
import { startHttpRecorder } from "../helpers/fake-http";
import { callEndpoint, testServices } from "../helpers/site-services";

// POST /api/ga4/event behind the real request boundary, on a real database, with GA4 pointed at a
// local recorder: the server itself checks the consent cookie before storing or forwarding anything.

const pageView = { eventName: "page_view", clientId: "client-consent-test", params: { page_path: "/services" } };

/** GA4 settings pointing at a local recorder, and the site's services on `db` with them. */
async function siteWithGa4(db: Kysely<Database>, engine: Engine) {
  const ga4 = await startHttpRecorder({ status: 204 });
  const services = testServices(db, {
    engine,
    env: { GA4_MEASUREMENT_ID: "G-TEST123", GA4_API_SECRET: "secret-abc", GA4_ENDPOINT: `${ga4.origin}/mp/collect` },
  });
  return { services, ga4 };
}

/** The visitor's answer to the banner, posted as the banner's fetcher does; returns the consent cookie it sets. */
async function consentCookie(services: SiteServices, consent: string): Promise<string> {
  const request = new Request("http://localhost:3000/api/cookies", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ consent }).toString(),
  });
  const response = await callEndpoint(services, request, consentEndpoint);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("kh_consentement="));
  if (!cookie) throw new Error("no consent cookie set");
  return cookie.split(";")[0] ?? "";
}

/** Posts one event as track() does, with these cookies. */
async function postEvent(services: SiteServices, cookie: string | undefined, event: unknown = pageView) {
  const headers: Record<string, string> = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
  if (cookie) headers.cookie = cookie;
  const request = new Request("http://localhost:3000/api/ga4/event", { method: "POST", headers, body: JSON.stringify(event) });
  return callEndpoint(services, request, POST);
}

describeOnEachEngine("analytics events and consent", (getHandle) => {
  it("answers a GET with 405", async () => {
    const response = await callEndpoint(testServices(getHandle().db), new Request("http://localhost:3000/api/ga4/event"), POST);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  const storedFor = async (clientId: string) =>
    getHandle().db.selectFrom("analytics_event").select(["name", "page_path"]).where("client_id", "=", clientId).execute();

  it("refuses with 403 an event without a consent cookie, after 'Refuser', or with a cookie the site did not sign; stores and forwards nothing", async () => {
    const { db, engine } = getHandle();
    const { services, ga4 } = await siteWithGa4(db, engine);
    const refused = await consentCookie(services, "refused");
    const cases: Array<[string, string | undefined]> = [
      ["no cookie", undefined],
      ["Refuser", refused],
      ["forged signature", "kh_consentement=ImFjY2VwdGVkIg%3D%3D.forged"],
      ["other cookies only", "currency=EUR"],
    ];
    for (const [label, cookie] of cases) {
      const event = { ...pageView, clientId: `refused-${label.replace(/\W/g, "-")}` };
      const response = await postEvent(services, cookie, event);
      expect(response.status, label).toBe(403);
      expect(await response.json(), label).toEqual({ error: "Mesure d'audience refusée\u00a0: aucun accord enregistré" });
      expect(await storedFor(event.clientId), label).toEqual([]);
    }
    // Refused before the body is read: an invalid event without consent is refused for the consent too.
    expect((await postEvent(services, undefined, { eventName: "1 pas valide" })).status).toBe(403);
    await services.analytics.drain();
    expect(ga4.requests).toEqual([]);
  });

  it("stores and forwards the event once the visitor has clicked 'Accepter'", async () => {
    const { db, engine } = getHandle();
    const { services, ga4 } = await siteWithGa4(db, engine);
    const accepted = await consentCookie(services, "accepted");

    const response = await postEvent(services, `currency=XAF; ${accepted}`);

    expect(response.status).toBe(204);
    expect(await storedFor(pageView.clientId)).toEqual([{ name: "page_view", page_path: null }]);
    await services.analytics.drain();
    expect(ga4.requests).toHaveLength(1);
    expect(JSON.parse(ga4.requests[0]?.body ?? "{}")).toMatchObject({ client_id: pageView.clientId });
    // With consent, an invalid event is still 400 and stored nowhere.
    expect((await postEvent(services, accepted, { eventName: "1 pas valide", clientId: "invalid" })).status).toBe(400);
    expect(await storedFor("invalid")).toEqual([]);
  });

  it("stops storing as soon as the visitor changes 'Accepter' into 'Refuser'", async () => {
    const { db, engine } = getHandle();
    const { services } = await siteWithGa4(db, engine);
    const event = { ...pageView, clientId: "changes-mind" };

    expect((await postEvent(services, await consentCookie(services, "accepted"), event)).status).toBe(204);
    expect((await postEvent(services, await consentCookie(services, "refused"), event)).status).toBe(403);

    expect(await storedFor("changes-mind")).toHaveLength(1);
  });
});
