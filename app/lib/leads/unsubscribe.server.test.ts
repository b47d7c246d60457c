import { beforeEach, describe, expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { testServices, withScope } from "../../../tests/helpers/site-services";
import type { SiteServices } from "../boundary/context.server";
import { subscribeToNewsletter } from "./store.server";
import { checkUnsubscribe, unsubscribePageState, unsubscribeToken, unsubscribeUrl } from "./unsubscribe.server";

const secret = "un-secret-de-test-assez-long-pour-signer-les-liens";

describe("unsubscribe links", () => {
  it("accepts the token made for the address, in any case", () => {
    const token = unsubscribeToken("awa@exemple.cm", secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken(" Awa@Exemple.CM", secret)).toBe(token);
    expect(checkUnsubscribe("awa@exemple.cm", token, secret)).toBe(true);
    expect(checkUnsubscribe("AWA@exemple.cm", token, secret)).toBe(true);
  });

  it("refuses a tampered token, another address's, another secret's, and none", () => {
    const token = unsubscribeToken("awa@exemple.cm", secret);
    const tampered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    expect(checkUnsubscribe("awa@exemple.cm", tampered, secret)).toBe(false);
    expect(checkUnsubscribe("awa@exemple.cm", token.slice(0, -1), secret)).toBe(false);
    expect(checkUnsubscribe("awa@exemple.cm", `${token}A`, secret)).toBe(false);
    expect(checkUnsubscribe("awa@exemple.com", token, secret)).toBe(false);
    expect(checkUnsubscribe("binta@exemple.cm", unsubscribeToken("binta@exemple.cm", secret), `${secret}!`)).toBe(false);
    expect(checkUnsubscribe("awa@exemple.cm", "", secret)).toBe(false);
  });

  it("makes the page's address, which gives back the address and its token", () => {
    const url = unsubscribeUrl("https://kheops.cm", "awa+news@exemple.cm", secret);
    expect(url).toBe(
      `https://kheops.cm/desinscription?email=awa%2Bnews%40exemple.cm&jeton=${unsubscribeToken("awa+news@exemple.cm", secret)}`,
    );
    const params = new URL(url).searchParams;
    expect(checkUnsubscribe(params.get("email") ?? "", params.get("jeton") ?? "", secret)).toBe(true);
  });
});

describeOnEachEngine("the unsubscribe page", (getHandle) => {
  let site: SiteServices;

  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine });
    await db.deleteFrom("newsletter_subscriber").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "awa@exemple.cm", summary: "Nouvelle inscription", payload: {}, source: "Footer" },
      [],
    );
  });

  const subscriber = () =>
    getHandle().db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", "awa@exemple.cm").executeTakeFirstOrThrow();
  const linkOf = (email: string) => unsubscribeUrl(site.config.SITE_URL, email, site.config.SESSION_SECRET);

  // The page answers 400 to an invalid link (app/pages/desinscription.astro).
  const answer = (data: Awaited<ReturnType<typeof unsubscribePageState>>) => ({ status: data.state === "invalid" ? 400 : 200, data });

  async function open(url: string) {
    return answer(await withScope(site, new Request(url), unsubscribePageState));
  }

  async function confirm(url: string, fields?: Record<string, string>) {
    const params = new URL(url).searchParams;
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams(fields ?? { email: params.get("email") ?? "", jeton: params.get("jeton") ?? "" }),
    });
    return answer(await withScope(site, request, unsubscribePageState));
  }

  it("asks before unsubscribing: opening the link changes nothing", async () => {
    expect(await open(linkOf("Awa@exemple.cm"))).toEqual({
      status: 200,
      data: { state: "confirm", email: "Awa@exemple.cm", token: unsubscribeToken("awa@exemple.cm", site.config.SESSION_SECRET) },
    });
    expect((await subscriber()).removed_at).toBeNull();
  });

  it("unsubscribes the address on confirmation, then says it is no longer on the list", async () => {
    const link = linkOf("awa@exemple.cm");
    expect(await confirm(link)).toEqual({ status: 200, data: { state: "removed" } });
    expect((await subscriber()).removed_at).toEqual(expect.any(String));
    expect(await confirm(link)).toEqual({ status: 200, data: { state: "not-subscribed" } });
  });

  it("takes the address and token from the link when the form does not send them", async () => {
    expect(await confirm(linkOf("awa@exemple.cm"), {})).toEqual({ status: 200, data: { state: "removed" } });
  });

  it("says an address that never subscribed is not on the list, and adds nothing", async () => {
    expect(await confirm(linkOf("inconnu@exemple.cm"))).toEqual({ status: 200, data: { state: "not-subscribed" } });
    expect(await getHandle().db.selectFrom("newsletter_subscriber").select("email").execute()).toEqual([{ email: "awa@exemple.cm" }]);
  });

  it("refuses a tampered link with 400 and unsubscribes nobody", async () => {
    const link = new URL(linkOf("awa@exemple.cm"));
    const token = link.searchParams.get("jeton") ?? "";
    const otherToken = new URL(linkOf("binta@exemple.cm")).searchParams.get("jeton") ?? "";

    expect(await open(`${link.origin}/desinscription?email=awa%40exemple.cm&jeton=${otherToken}`)).toEqual({
      status: 400,
      data: { state: "invalid" },
    });
    expect(await open(`${link.origin}/desinscription`)).toEqual({ status: 400, data: { state: "invalid" } });
    const forged: Record<string, string>[] = [
      { email: "awa@exemple.cm", jeton: otherToken },
      { email: "awa@exemple.cm", jeton: `${token.slice(0, -2)}xx` },
      { email: "awa@exemple.cm", jeton: "" },
      { email: "awa@exemple.cm" },
    ];
    for (const fields of forged) {
      expect(await confirm(`${link.origin}/desinscription`, fields)).toEqual({ status: 400, data: { state: "invalid" } });
    }
    expect((await subscriber()).removed_at).toBeNull();
  });
});
