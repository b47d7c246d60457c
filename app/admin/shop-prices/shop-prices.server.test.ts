import { beforeEach, expect, it } from "vitest";
import { accountsText } from "~/content/admin/accounts";
import { shopPricesText } from "~/content/admin/shop-prices";
import { factsText } from "~/content/agency-facts";
import type { SiteServices } from "~/lib/boundary/context.server";
import { factHistory } from "~/lib/facts/agency-facts.server";
import { ebookPriceAt } from "~/lib/facts/prices";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { adminAndWriter, testServices, throughMiddleware, withScope } from "../../../tests/helpers/site-services";
import { listActivity } from "../accounts/activity.server";
import { answerShopPricesPost, loadShopPricesPage } from "./shop-prices.server";

const path = "/admin/boutique";
const id = "la-methodologie-de-la-vente";
const key = (field: string) => `ebook.${id}.${field}`;

function post(fields: Record<string, string>, cookie: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
}

describeOnEachEngine("« Boutique »: the prices changed by an administrator", (getHandle) => {
  const signedIn = adminAndWriter(() => getHandle().db);
  const services = () => testServices(getHandle().db, { engine: getHandle().engine });

  beforeEach(async () => {
    const { db } = getHandle();
    for (const table of ["agency_fact", "agency_fact_change", "staff_activity"] as const) await db.deleteFrom(table).execute();
  });

  async function formWith(site: SiteServices, changes: Record<string, string>) {
    return { ...(await loadShopPricesPage(site)).values, ...changes };
  }

  async function postAsAwa(site: SiteServices, fields: Record<string, string>) {
    const { cookie, session } = (await signedIn()).awa;
    return withScope(site, post(fields, cookie), async (scope) => {
      const result = await answerShopPricesPost(scope, session);
      return {
        status: result.answer?.status,
        location: result.answer?.headers.get("location") ?? undefined,
        notice: (await scope.cookies.get("notice"))?.notice,
        refused: result.refused,
      };
    });
  }

  const storedKeys = async () => (await getHandle().db.selectFrom("agency_fact").select("key").execute()).map((row) => row.key).sort();
  const activity = async () =>
    (await listActivity(getHandle().db)).map(({ accountName, action, subject }) => ({ accountName, action, subject })).reverse();

  it("saves a price and a promotion ending tomorrow, shows them at once on this instance, and logs who did it", async () => {
    const site = services();
    const saved = await postAsAwa(
      site,
      await formWith(site, {
        [key("price")]: "25 000",
        [key("promo")]: "percent",
        [key("promoValue")]: "40",
        [key("promoStart")]: "",
        [key("promoEnd")]: "2099-01-01T00:00",
      }),
    );
    expect(saved).toMatchObject({ status: 303, location: path, notice: { tone: "done", text: shopPricesText.saved } });
    expect(await storedKeys()).toEqual([key("price"), key("promoEnd"), key("promoValue"), key("promo")].sort());
    expect(ebookPriceAt(site.facts.current(), id, new Date())).toEqual({
      priceXaf: 15_000,
      originalPriceXaf: 25_000,
      isOnSale: true,
      saleEndsAt: "2098-12-31T23:00:00.000Z",
    });
    const [line] = await activity();
    expect(line).toMatchObject({ accountName: "Awa", action: "prices-changed" });
    expect(line?.subject).toContain("Prix de «\u00a0La Méthodologie");
    const page = await loadShopPricesPage(site);
    expect(page.sources[key("price")]).toMatchObject({ by: "Awa" });
    expect(page.sources["plan.pro.monthly"]).toBeUndefined();
    expect(page.history.map((change) => change.key)).toContain(key("price"));

    const again = await postAsAwa(site, await formWith(site, {}));
    expect(again).toMatchObject({ status: 303, notice: { text: shopPricesText.unchanged } });
  });

  it("refuses bad values with a French message each, keeps what was typed, and saves nothing", async () => {
    const { db } = getHandle();
    const site = services();
    const typed = { [key("price")]: "gratuit", [key("promo")]: "price", [key("promoValue")]: "50", "plan.pro.monthly": "-3" };
    const answer = await postAsAwa(site, await formWith(site, typed));
    expect(answer.status).toBeUndefined();
    expect(answer.refused?.errors).toEqual({
      [key("price")]: factsText.errors.ebookPrice,
      [key("promoValue")]: factsText.errors.ebookPrice,
      "plan.pro.monthly": factsText.errors.planPrice,
    });
    expect(answer.refused?.values).toMatchObject(typed);
    expect(await storedKeys()).toEqual([]);
    expect(await factHistory(db)).toEqual([]);
    expect(await activity()).toEqual([]);
  });

  it("refuses a writer, 403 in French, by the middleware and by the write's own check", async () => {
    const site = services();
    const { paul, awa } = await signedIn();
    const fields = await formWith(site, { "plan.starter.monthly": "95000" });
    const write = await withScope(site, post(fields, awa.cookie), (scope) =>
      answerShopPricesPost(scope, paul.session).catch((error: unknown) => error),
    );
    expect(write).toMatchObject({ status: 403, message: accountsText.forbidden });
    let ran = false;
    const answer = await throughMiddleware(site, post(fields, paul.cookie), () => {
      ran = true;
      return new Response(null, { status: 204 });
    });
    expect(answer.status).toBe(403);
    expect(ran).toBe(false);
    expect(await storedKeys()).toEqual([]);
  });
});
