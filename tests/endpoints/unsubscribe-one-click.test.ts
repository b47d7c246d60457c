import { beforeEach, expect, it } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import { subscribeToNewsletter } from "~/lib/leads/store.server";
import { unsubscribePageState, unsubscribeUrl } from "~/lib/leads/unsubscribe.server";
import { describeOnEachEngine } from "../helpers/database";
import { testServices, throughMiddleware } from "../helpers/site-services";

// RFC 8058: a mail with `List-Unsubscribe: <https://…/desinscription?email=…&jeton=…>` and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` is unsubscribed by the mail provider's own POST of
// `List-Unsubscribe=One-Click` to that address: no cookie, no Origin, no Sec-Fetch-Site, no page shown first.
// Through the real middleware (its cross-site check and body limits) to the page's own state function.

let site: SiteServices;

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });

/** The page's answer as app/pages/desinscription.astro gives it: 400 for a link that is not ours. */
const unsubscribePage = (request: Request) =>
  throughMiddleware(site, request, async ({ locals }) => {
    const page = await unsubscribePageState(locals.scope);
    return Response.json(page, { status: page.state === "invalid" ? 400 : 200 });
  });

const removedAt = async (email: string) =>
  (await site.db.selectFrom("newsletter_subscriber").select("removed_at").where("email", "=", email).executeTakeFirstOrThrow()).removed_at;

describeOnEachEngine("one-click unsubscribe from a mail (RFC 8058)", (getHandle) => {
  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine });
    for (const table of ["newsletter_subscriber", "outbox", "lead"] as const) await db.deleteFrom(table).execute();
    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "awa@exemple.cm", summary: "Inscription", payload: {}, source: "Footer" },
      [],
    );
  });

  it("takes the address off the list at the provider's POST, once, without a page or a cookie", async () => {
    const link = unsubscribeUrl(site.config.SITE_URL, "awa@exemple.cm", site.config.SESSION_SECRET);
    const first = await unsubscribePage(oneClick(link));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ state: "removed" });
    expect(await removedAt("awa@exemple.cm")).not.toBeNull();

    const again = await unsubscribePage(oneClick(link));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ state: "not-subscribed" });
  });

  it("changes nothing for a link the site did not make, nor for another site's page posting it", async () => {
    const link = new URL(unsubscribeUrl(site.config.SITE_URL, "awa@exemple.cm", site.config.SESSION_SECRET));
    const forged = new URL(link);
    const token = link.searchParams.get("jeton") ?? "";
    forged.searchParams.set("jeton", `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`);
    expect((await unsubscribePage(oneClick(forged.href))).status).toBe(400);

    const fromAnotherSite = await unsubscribePage(
      oneClick(link.href, { origin: "https://ailleurs.example", "sec-fetch-site": "cross-site" }),
    );
    expect(fromAnotherSite.status).toBe(403);
    expect(await removedAt("awa@exemple.cm")).toBeNull();
  });
});
