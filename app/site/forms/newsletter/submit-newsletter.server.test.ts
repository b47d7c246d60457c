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
    await db.deleteFrom("newsletter_confirmation").execute();
    await db.deleteFrom("newsletter_mail").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  const subscribers = () => getHandle().db.selectFrom("newsletter_subscriber").select(["email", "source"]).execute();
  const confirmationMails = () => getHandle().db.selectFrom("newsletter_mail").select(["to_address", "body"]).execute();

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

  it("keeps the address waiting and queues a confirmation mail with the site's link; a second sign-up mails a new link", async () => {
    expect(await submit(post({ email: "Moussa@Exemple.cm", source: "Footer" }))).toEqual({ status: "subscribed", source: "Footer" });
    const state = await getHandle().db.selectFrom("newsletter_subscriber").select("state").executeTakeFirstOrThrow();
    expect(state).toEqual({ state: "waiting" });
    const [mail, ...others] = await confirmationMails();
    expect(others).toEqual([]);
    expect(mail?.to_address).toBe("moussa@exemple.cm");
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/newsletter\/confirmation\?jeton=[\w-]{43}\n/);
    expect(await submit(post({ email: "moussa@exemple.cm", source: "Footer" }))).toEqual({ status: "subscribed", source: "Footer" });
    expect(await confirmationMails()).toHaveLength(2);
  });

  it("gives an address already confirmed the same answer and no mail", async () => {
    const { db } = getHandle();
    await submit(post({ email: "fidele@exemple.cm", source: "Homepage" }));
    await db.updateTable("newsletter_subscriber").set({ state: "confirmed" }).execute();
    await db.deleteFrom("newsletter_mail").execute();
    expect(await submit(post({ email: "fidele@exemple.cm", source: "Homepage" }))).toEqual({ status: "subscribed", source: "Homepage" });
    expect(await confirmationMails()).toEqual([]);
  });

  it("still stores the sign-up, waiting, without SMTP_URL, and queues no mail that could not leave", async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine, env: {} });
    expect(await submit(post({ email: "sans.smtp@exemple.cm", source: "Blog" }))).toEqual({ status: "subscribed", source: "Blog" });
    expect(await db.selectFrom("newsletter_subscriber").select(["email", "state"]).execute()).toEqual([
      { email: "sans.smtp@exemple.cm", state: "waiting" },
    ]);
    expect(await confirmationMails()).toEqual([]);
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
