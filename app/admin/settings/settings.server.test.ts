import { beforeEach, expect, it } from "vitest";
import { accountsText } from "~/content/admin/accounts";
import { settingsText } from "~/content/admin/facts";
import { factsText } from "~/content/agency-facts";
import { ebooks } from "~/content/ebooks";
import type { SiteServices } from "~/lib/boundary/context.server";
import { HttpError } from "~/lib/boundary/http-error";
import { factHistory } from "~/lib/facts/agency-facts.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { adminAndWriter, testServices, throughMiddleware, withScope } from "../../../tests/helpers/site-services";
import { listActivity } from "../accounts/activity.server";
import { staffFor } from "../accounts/staff-gate.server";
import { checkoutKeyOf, stateKeyOf } from "./fact-labels";
import { answerSettingsPost, loadSettingsPage } from "./settings.server";

const path = "/admin/reglages";

function post(fields: Record<string, string>, cookie: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
}

/** The shop's first e-book: on sale, its checkout setting has a default. */
const [firstEbook] = ebooks;
if (!firstEbook) throw new Error("no e-book");

describeOnEachEngine("« Réglages »: the agency's facts changed by an administrator", (getHandle) => {
  // An administrator and a writer, signed in once per engine.
  const signedIn = adminAndWriter(() => getHandle().db);
  const services = (env: Record<string, string> = {}) => testServices(getHandle().db, { env, engine: getHandle().engine });

  beforeEach(async () => {
    const { db } = getHandle();
    for (const table of ["agency_fact", "agency_fact_change", "staff_activity"] as const) await db.deleteFrom(table).execute();
  });

  /** The form as the page shows it now, with `changes` typed over it. */
  async function formWith(site: SiteServices, changes: Record<string, string>) {
    return { ...(await loadSettingsPage(site)).values, ...changes };
  }

  /** Posts the form as Awa: the answer's status and address and the notice it set, or the refused form. */
  async function postAsAwa(site: SiteServices, fields: Record<string, string>) {
    const { cookie, session } = (await signedIn()).awa;
    return withScope(site, post(fields, cookie), async (scope) => {
      const result = await answerSettingsPost(scope, session);
      return {
        status: result.answer?.status,
        location: result.answer?.headers.get("location") ?? undefined,
        notice: (await scope.cookies.get("notice"))?.notice,
        refused: result.refused,
      };
    });
  }

  const activity = async () =>
    (await listActivity(getHandle().db)).map(({ accountName, action, subject }) => ({ accountName, action, subject })).reverse();
  const storedKeys = async () => (await getHandle().db.selectFrom("agency_fact").select("key").execute()).map((row) => row.key).sort();

  it("saves only what changed, keeps each change with who made it, and shows it at once on this instance", async () => {
    const { db } = getHandle();
    const site = services();
    const before = await loadSettingsPage(site);
    expect(before.sources.phone).toEqual({ kind: "server", setting: "AGENCY_PHONE" });
    expect(before.history).toEqual([]);

    const saved = await postAsAwa(site, await formWith(site, { phone: "699 11 22 33" }));
    expect(saved).toMatchObject({
      status: 303,
      location: path,
      notice: { tone: "done", text: settingsText.saved, detail: settingsText.changed("Téléphone") },
    });
    expect(await storedKeys()).toEqual(["phone"]);
    // Normalised as the pages show it; this instance's copy read again at once.
    expect(site.facts.current().phone).toBe("+237 6 99 11 22 33");
    expect(await factHistory(db)).toEqual([
      { key: "phone", oldValue: null, newValue: "+237 6 99 11 22 33", changedBy: "Awa", changedAt: expect.any(String) },
    ]);
    const after = await loadSettingsPage(site);
    expect(after.values.phone).toBe("+237 6 99 11 22 33");
    expect(after.sources.phone).toMatchObject({ kind: "here", by: "Awa" });
    expect(after.sources.email).toEqual({ kind: "server", setting: "AGENCY_EMAIL" });

    // The same form again: nothing to save, nothing logged, and the notice says so.
    const again = await postAsAwa(site, await formWith(site, {}));
    expect(again).toMatchObject({ status: 303, notice: { tone: "done", text: settingsText.unchanged } });
    expect(await factHistory(db)).toHaveLength(1);

    // Two facts at once: the phone's old value is now the one set here; an e-book taken off sale.
    const both = await postAsAwa(site, await formWith(site, { phone: "+237 6 77 12 34 56", [stateKeyOf(firstEbook.id)]: "coming-soon" }));
    expect(both.notice?.detail).toBe(settingsText.changed(`Téléphone, État de «\u00a0${firstEbook.title}\u00a0»`));
    expect(site.facts.current().ebooks[firstEbook.id]?.state).toBe("coming-soon");
    const history = await factHistory(db);
    expect(history.map(({ key, oldValue, newValue }) => ({ key, oldValue, newValue })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: stateKeyOf(firstEbook.id), oldValue: null, newValue: "coming-soon" },
      { key: "phone", oldValue: "+237 6 99 11 22 33", newValue: "+237 6 77 12 34 56" },
      { key: "phone", oldValue: null, newValue: "+237 6 99 11 22 33" },
    ]);
    expect(await activity()).toEqual([
      { accountName: "Awa", action: "facts-changed", subject: "Téléphone" },
      { accountName: "Awa", action: "facts-changed", subject: `Téléphone, État de «\u00a0${firstEbook.title}\u00a0»` },
    ]);
  });

  it("refuses bad values with a French message each, keeps what was typed, and saves nothing", async () => {
    const { db } = getHandle();
    const site = services();
    const typed = {
      phone: "12",
      rccm: "abc",
      email: "contact@kheops",
      [checkoutKeyOf(firstEbook.id)]: "http://x",
      host: "Un hébergeur camerounais",
    };
    const answer = await postAsAwa(site, await formWith(site, typed));
    expect(answer.status).toBeUndefined();
    expect(answer.refused?.errors).toEqual({
      phone: factsText.errors.phone,
      rccm: factsText.errors.rccm,
      email: factsText.errors.email,
      [checkoutKeyOf(firstEbook.id)]: factsText.errors.httpsUrl,
    });
    expect(answer.refused?.values).toMatchObject(typed);
    expect(await storedKeys()).toEqual([]);
    expect(await factHistory(db)).toEqual([]);
    expect(await activity()).toEqual([]);
    expect(site.facts.current().host).toBe((await loadSettingsPage(site)).values.host);

    // On sale needs a link: the state is refused, not the empty link.
    const noLink = await postAsAwa(
      site,
      await formWith(site, { [checkoutKeyOf(firstEbook.id)]: "", [stateKeyOf(firstEbook.id)]: "on-sale" }),
    );
    expect(noLink.refused?.errors).toEqual({ [stateKeyOf(firstEbook.id)]: factsText.errors.onSaleWithoutCheckout });
    expect(await storedKeys()).toEqual([]);
  });

  it("keeps the value of a field the form did not send (a page older than a new e-book)", async () => {
    const site = services();
    const saved = await postAsAwa(site, { rccm: "rc/dla/2021/b/4242" });
    expect(saved).toMatchObject({ status: 303, notice: { detail: settingsText.changed("RCCM") } });
    expect(await storedKeys()).toEqual(["rccm"]);
    expect(site.facts.current().rccm).toBe("RC/DLA/2021/B/4242");
  });

  it("refuses a writer, 403 in French, by the page's own check and by the write's, and changes nothing", async () => {
    const site = services();
    const { paul, awa } = await signedIn();
    const context = { locals: { site, staff: paul.session }, routePattern: path } as unknown as Parameters<typeof staffFor>[0];
    const gate = await staffFor(context).catch((error: unknown) => error);
    expect(gate).toBeInstanceOf(HttpError);
    expect(gate).toMatchObject({ status: 403, message: accountsText.forbidden });

    const fields = await formWith(site, { phone: "699 11 22 33" });
    // The write asks again for itself, as if the gate had missed the address: a scope the middleware let through, the writer's session.
    const write = await withScope(site, post(fields, awa.cookie), (scope) =>
      answerSettingsPost(scope, paul.session).catch((error: unknown) => error),
    );
    expect(write).toMatchObject({ status: 403, message: accountsText.forbidden });
    // Through the middleware, as the browser's post would go.
    let ran = false;
    const answer = await throughMiddleware(site, post(fields, paul.cookie), () => {
      ran = true;
      return new Response(null, { status: 204 });
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(accountsText.forbidden);
    expect(ran).toBe(false);
    expect(await storedKeys()).toEqual([]);
    expect(await activity()).toEqual([]);
  });

  it("says whether each secret is set, never its value", async () => {
    const secrets = {
      SMTP_URL: "smtp://kheops:mot-de-passe-du-courrier@127.0.0.1:2525",
      SESSION_SECRET: "un-secret-de-session-assez-long-pour-la-production-0123",
      PEXELS_API_KEY: "cle-pexels-tres-secrete",
      GA4_API_SECRET: "secret-ga4-de-mesure",
    };
    const page = await loadSettingsPage(services(secrets));
    const set = Object.fromEntries(page.secrets.map(({ name, set }) => [name, set]));
    expect(set).toMatchObject({
      SMTP_URL: true,
      SESSION_SECRET: true,
      PEXELS_API_KEY: true,
      GA4_API_SECRET: true,
      FORMS_WEBHOOK_URL: false,
      UNSPLASH_ACCESS_KEY: false,
      BACKUP_PASSWORD_FILE: false,
    });
    const everything = JSON.stringify(page);
    for (const value of Object.values(secrets)) {
      expect(everything).not.toContain(value);
      // Not even a part of one.
      expect(everything).not.toContain(value.slice(0, 12));
    }
    // Development's own secret is no secret: not set.
    expect((await loadSettingsPage(services())).secrets.find((secret) => secret.name === "SESSION_SECRET")?.set).toBe(false);
  });
});
