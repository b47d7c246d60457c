import { beforeEach, expect, it, onTestFinished, vi } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import { routeGroupOf } from "~/lib/boundary/route-groups.server";
import { confirmationPageState } from "~/lib/leads/confirmation.server";
import { submitNewsletter } from "~/site/forms/newsletter/submit-newsletter.server";
import { describeOnEachEngine } from "../helpers/database";
import { testServices, throughMiddleware, withScope } from "../helpers/site-services";

// The double opt-in through the real middleware: a sign-up posted to /newsletter, its mail's link opened
// (GET: a button only, as a mail scanner would open it), then the page's button (POST).

let site: SiteServices;
let visitor = 1;

const form = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const open = (token: string) => new Request(`http://localhost:3000/newsletter/confirmation?jeton=${encodeURIComponent(token)}`);
const press = (token: string) => form(`/newsletter/confirmation?jeton=${encodeURIComponent(token)}`, { jeton: token });
const page = (request: Request) =>
  withScope(site, request, (scope) => confirmationPageState(scope), { clientAddress: `41.202.219.${visitor++}` });

async function signUp(email: string): Promise<string> {
  expect(await withScope(site, form("/newsletter", { email, source: "Footer" }), submitNewsletter)).toEqual({
    status: "subscribed",
    source: "Footer",
  });
  const mails = await site.db.selectFrom("newsletter_mail").select("body").where("to_address", "=", email).orderBy("id", "desc").execute();
  const token = /\/newsletter\/confirmation\?jeton=([\w-]+)/.exec(mails[0]?.body ?? "")?.[1];
  if (!token) throw new Error("no confirmation link was mailed");
  return token;
}

const stateOf = async (email: string) =>
  (await site.db.selectFrom("newsletter_subscriber").select("state").where("email", "=", email).executeTakeFirst())?.state;

describeOnEachEngine("newsletter confirmation page", (getHandle) => {
  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine, env: { SMTP_URL: "smtp://127.0.0.1:9", FORMS_RATE_LIMIT_PER_MINUTE: "1000" } });
    for (const table of ["newsletter_subscriber", "newsletter_confirmation", "newsletter_mail", "outbox", "lead"] as const)
      await db.deleteFrom(table).execute();
  });

  it("shows the button when the link is opened, confirms only when it is pressed, then says the link has served", async () => {
    const token = await signUp("awa@exemple.cm");

    // Opened twice (a mail scanner, then the person): nothing confirmed yet.
    expect(await page(open(token))).toEqual({ state: "confirm", email: "awa@exemple.cm", token });
    expect(await page(open(token))).toMatchObject({ state: "confirm" });
    expect(await stateOf("awa@exemple.cm")).toBe("waiting");

    expect(await page(press(token))).toEqual({ state: "confirmed" });
    expect(await stateOf("awa@exemple.cm")).toBe("confirmed");

    expect(await page(press(token))).toEqual({ state: "used" });
    expect(await page(open(token))).toEqual({ state: "used" });
  });

  it("says a link older than 7 days has expired, and confirms nothing", async () => {
    const token = await signUp("tard@exemple.cm");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7 * 86_400_000 + 1000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });

    expect(await page(open(token))).toEqual({ state: "expired" });
    expect(await page(press(token))).toEqual({ state: "expired" });
    expect(await stateOf("tard@exemple.cm")).toBe("waiting");
  });

  it("refuses a missing or altered token, changing nothing", async () => {
    const token = await signUp("binta@exemple.cm");
    expect(await page(new Request("http://localhost:3000/newsletter/confirmation"))).toEqual({ state: "invalid" });
    expect(await page(open("pas un jeton"))).toEqual({ state: "invalid" });
    expect(await page(press(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`))).toEqual({ state: "invalid" });
    expect(await stateOf("binta@exemple.cm")).toBe("waiting");
  });

  it("is a route of its own, posted like the other public forms, within their rate limit", async () => {
    site = testServices(getHandle().db, { engine: getHandle().engine, env: { FORMS_RATE_LIMIT_PER_MINUTE: "2" } });
    expect(routeGroupOf("/newsletter/confirmation").name).toBe("pages");
    const post = () =>
      throughMiddleware(site, form("/newsletter/confirmation", { jeton: "x".repeat(43) }), () => new Response(null, { status: 204 }), {
        clientAddress: "41.202.219.250",
      });
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(429);
    // Only GET, HEAD and POST.
    const put = new Request("http://localhost:3000/newsletter/confirmation", { method: "PUT" });
    expect(
      (await throughMiddleware(site, put, () => new Response(null, { status: 204 }), { clientAddress: "41.202.219.251" })).status,
    ).toBe(405);
  });
});
