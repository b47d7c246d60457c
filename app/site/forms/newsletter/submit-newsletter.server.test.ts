import { beforeEach, expect, it } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import { describeOnEachEngine } from "../../../../tests/helpers/database";
import { testServices, withScope } from "../../../../tests/helpers/site-services";
import { submitNewsletter } from "./submit-newsletter.server";

let site: SiteServices;
let lastOctet = 1;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/newsletter", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Test/1.0", ...headers },
    body: new URLSearchParams(fields),
  });
}

async function submit(request: Request) {
  const clientAddress = `41.202.219.${lastOctet++}`;
  return withScope(site, request, submitNewsletter, { clientAddress });
}

describeOnEachEngine("newsletter action", (getHandle) => {
  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine, env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    await db.deleteFrom("newsletter_subscriber").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  const subscribers = () => getHandle().db.selectFrom("newsletter_subscriber").select(["email", "source"]).execute();

  it("signs the address up once, with its source and page, and forwards it once", async () => {
    const fields = { email: "Awa@Exemple.cm", source: "Blog", page: "/kheopscope/strategie-facebook-2025", timezone: "Africa/Douala" };
    expect(await submit(post(fields))).toEqual({ status: "subscribed", source: "Blog" });
    expect(await submit(post({ ...fields, source: "Homepage" }))).toEqual({ status: "subscribed", source: "Homepage" });
    expect(await subscribers()).toEqual([{ email: "awa@exemple.cm", source: "Blog" }]);
    const [lead] = await getHandle().db.selectFrom("lead").selectAll().execute();
    expect(lead?.summary).toBe("Nouvelle inscription à la newsletter - Kheopscope");
    expect(JSON.parse(lead?.payload ?? "{}")).toMatchObject({
      source: "Blog",
      page: "/kheopscope/strategie-facebook-2025",
      timezone: "Africa/Douala",
      screenSize: "Inconnu",
      referrer: "Direct",
      location: { countryCode: "CM" },
    });
    expect(await getHandle().db.selectFrom("outbox").select("channel").execute()).toEqual([{ channel: "email" }]);
  });

  it("takes the page from the Referer when the form does not say, and any unknown source as the footer's", async () => {
    await submit(post({ email: "binta@exemple.cm", source: "Ailleurs" }, { referer: "http://localhost:3000/services?periode=annuel" }));
    expect(await subscribers()).toEqual([{ email: "binta@exemple.cm", source: "Footer" }]);
    const [lead] = await getHandle().db.selectFrom("lead").select("payload").execute();
    expect(JSON.parse(lead?.payload ?? "{}").page).toBe("/services");
  });

  it("refuses an address that is not one, with the form's message, and stores nothing", async () => {
    const result = await submit(post({ email: "pas-une-adresse", source: "Footer" }));
    expect(result).toMatchObject({ status: "invalid", source: "Footer" });
    expect((result as { message: string }).message).toMatch(/adresse e-mail valide/);
    expect(await subscribers()).toEqual([]);
  });

  it("fakes a success for a filled honeypot and stores nothing", async () => {
    expect(await submit(post({ email: "bot@exemple.cm", source: "Homepage", site_web: "x" }))).toEqual({
      status: "subscribed",
      source: "Homepage",
    });
    expect(await subscribers()).toEqual([]);
  });
});
