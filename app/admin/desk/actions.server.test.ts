import { beforeEach, expect, it } from "vitest";
import { deskText } from "~/content/admin/desk";
import type { SiteServices } from "~/lib/boundary/context.server";
import { storeLead, subscribeToNewsletter } from "~/lib/leads/store.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { signedInStaff, testServices, throughMiddleware, withScope } from "../../../tests/helpers/site-services";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { listActivity } from "../accounts/activity.server";
import { answerDeskPost, deskWrites, maskedAddress, takeNotice } from "./actions.server";
import { findLead } from "./leads.server";

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** Two actions of one millisecond have no order between them: lines compared as a set (the order is tested with set times). */
function unordered<Line extends { action: string; subject: unknown }>(lines: Line[]): Line[] {
  const key = (line: Line) => `${line.action} ${typeof line.subject === "string" ? line.subject : ""}`;
  return [...lines].sort((a, b) => key(a).localeCompare(key(b)));
}

describeOnEachEngine("desk writes posted by the admin's forms", (getHandle) => {
  // Awa, an administrator signed in: her session's cookie goes with every request, her session to the writes.
  let signedIn: ReturnType<typeof signedInStaff> | undefined;
  const awa = () => {
    signedIn ??= signedInStaff(testServices(getHandle().db), { name: "Awa", email: "awa@kheops.cm" });
    return signedIn;
  };
  beforeEach(async () => {
    const { db } = getHandle();
    for (const table of ["staff_activity", "newsletter_subscriber", "outbox", "lead_status_change", "lead"] as const)
      await db.deleteFrom(table).execute();
  });

  /** Posts one desk form as `staff`, the write's notice. */
  async function postAs(
    services: ReturnType<typeof testServices>,
    page: string,
    fields: Record<string, string>,
    writes: Parameters<typeof answerDeskPost>[2],
  ) {
    const { cookie, session } = await awa();
    return withScope(services, post(page, fields, cookie), async (scope) => {
      await answerDeskPost(scope, session, writes, page);
      return (await scope.cookies.get("notice"))?.notice;
    });
  }

  const activity = async () =>
    (await listActivity(getHandle().db)).map(({ accountName, action, subject }) => ({ accountName, action, subject }));

  it("writes each change to the activity log, after it, with what it was done to; a change that changed nothing writes no line", async () => {
    const { db } = getHandle();
    const services = testServices(db);
    const id = await storeLead(db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis - Awa", payload: {} }, ["webhook"]);
    await postAs(services, `/admin/demandes/${id}`, { intent: "leadStatus", id, status: "handled" }, deskWrites.lead);
    // The same status again (a second tab): nothing changes, nothing is logged.
    await postAs(services, `/admin/demandes/${id}`, { intent: "leadStatus", id, status: "handled" }, deskWrites.lead);

    const delivery = await db.selectFrom("outbox").select("id").where("lead_id", "=", id).executeTakeFirstOrThrow();
    await db.updateTable("outbox").set({ status: "failed" }).where("id", "=", delivery.id).execute();
    expect(await postAs(services, `/admin/demandes/${id}`, { intent: "resend", deliveryId: delivery.id }, deskWrites.lead)).toMatchObject({
      tone: "done",
    });
    // Not failed any more: refused, not logged.
    await postAs(services, `/admin/demandes/${id}`, { intent: "resend", deliveryId: delivery.id }, deskWrites.lead);

    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "lea.mbarga@exemple.cm", summary: "Newsletter", payload: {}, source: "Footer" },
      [],
    );
    await postAs(services, "/admin/abonnes", { intent: "removeSubscriber", email: "lea.mbarga@exemple.cm" }, deskWrites.subscribers);
    await postAs(services, "/admin/abonnes", { intent: "removeSubscriber", email: "lea.mbarga@exemple.cm" }, deskWrites.subscribers);

    expect(unordered(await activity())).toEqual(
      unordered([
        { accountName: "Awa", action: "lead-status-changed", subject: "Un devis - Awa → Traité" },
        { accountName: "Awa", action: "delivery-resent", subject: "Un devis - Awa (Webhook)" },
        // The address is not kept whole: the log outlives the subscription.
        { accountName: "Awa", action: "subscriber-removed", subject: "le…@exemple.cm" },
      ]),
    );
    expect(JSON.stringify(await activity())).not.toContain("lea.mbarga");
  });

  it("logs a test e-mail the mail server accepted, with its recipient, and not one it refused", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const services = testServices(db, {
      env: { SMTP_URL: smtp.url, AGENCY_EMAIL: "agence@exemple.cm", LEADS_MAIL_TO: "leads@exemple.cm" },
    });
    expect(await postAs(services, "/admin/sante", { intent: "testEmail", to: "" }, deskWrites.health)).toMatchObject({ tone: "done" });
    expect(await postAs(services, "/admin/sante", { intent: "testEmail", to: "pas-une-adresse" }, deskWrites.health)).toMatchObject({
      tone: "refused",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(await activity()).toEqual([{ accountName: "Awa", action: "test-email-sent", subject: "leads@exemple.cm" }]);
  });

  it("keeps a write's result when its line cannot be written, and says so in the server's log", async () => {
    const { db } = getHandle();
    const logger = recordingLogger();
    const services = { ...testServices(db), logger: logger as unknown as SiteServices["logger"] };
    const id = await storeLead(db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    // The log's table refuses any line (a failing disk, a lock): the status change itself must stand.
    await db.schema.alterTable("staff_activity").renameTo("staff_activity_away").execute();
    try {
      const notice = await postAs(services, `/admin/demandes/${id}`, { intent: "leadStatus", id, status: "archived" }, deskWrites.lead);
      expect(notice).toEqual({ tone: "done", text: deskText.leads.statusChanged("archived") });
    } finally {
      await db.schema.alterTable("staff_activity_away").renameTo("staff_activity").execute();
    }
    expect((await db.selectFrom("lead").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("archived");
    expect(logger.entries.error).toEqual([
      expect.objectContaining({ action: "lead-status-changed", staffName: "Awa", subject: "Un devis → Archivé" }),
    ]);
  });

  it("masks an address for the log: its first letters and its domain", () => {
    expect(maskedAddress(" Lea.Mbarga@Exemple.cm ")).toBe("le…@exemple.cm");
    expect(maskedAddress("a@b.cm")).toBe("a…@b.cm");
    expect(maskedAddress("pas une adresse")).toBe("…");
  });

  it("marks a lead handled, sends the staff member back to its page, and says so there once", async () => {
    const services = testServices(getHandle().db);
    const id = await storeLead(getHandle().db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    const page = `/admin/demandes/${id}?statut=new`;
    const { cookie, session } = await awa();
    const posted = post(page, { intent: "leadStatus", id, status: "handled" }, cookie);
    const { answer, cookies } = await withScope(services, posted, async (scope) => ({
      answer: await answerDeskPost(scope, session, deskWrites.lead, page),
      cookies: await scope.cookies.setCookieHeaders(),
    }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(page);
    expect((await findLead(getHandle().db, id))?.history.map((change) => [change.status, change.changedBy])).toEqual([["handled", "Awa"]]);

    const noticeCookie = cookies.map((line) => line.split(";")[0]).join("; ");
    const get = new Request(`http://localhost:3000${page}`, { headers: { cookie: `${noticeCookie}; ${cookie}` } });
    // The page's GET: the middleware takes the notice for the page to show, and clears its cookie.
    let notice: unknown;
    const shownPage = await throughMiddleware(services, get, ({ locals }) => {
      notice = locals.adminNotice;
      return new Response("page");
    });
    const shown = { notice, cleared: shownPage.headers.getSetCookie() };
    expect(shown.notice).toEqual({ tone: "done", text: deskText.leads.statusChanged("handled") });
    expect(shown.cleared.join()).toMatch(/kh_avis=;.*Max-Age=0/);
  });

  it("shows a notice only to the account whose action made it, within a minute, and clears its cookie in every case", async () => {
    const services = testServices(getHandle().db);
    const id = await storeLead(getHandle().db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    const page = `/admin/demandes/${id}`;
    const madeAt = Date.now();
    const { cookie, session: staff } = await awa();
    const setCookies = await withScope(services, post(page, { intent: "leadStatus", id, status: "handled" }, cookie), async (scope) => {
      await answerDeskPost(scope, staff, deskWrites.lead, page);
      return scope.cookies.setCookieHeaders();
    });
    // The cookie as a browser (or whoever copied it) sends it back, as many times as it likes; asked here by a
    // request of the admin's API, whose notice the middleware leaves alone, so that takeNotice is asked as `who`.
    const noticeCookie = setCookies.map((line) => line.split(";")[0]).join("; ");
    const asked = new Request("http://localhost:3000/admin/api/articles/un-article", { headers: { cookie: `${noticeCookie}; ${cookie}` } });
    const show = (who: Parameters<typeof takeNotice>[1], now?: Date) =>
      withScope(services, asked.clone(), async (scope) => ({
        notice: await takeNotice(scope, who, now),
        cleared: (await scope.cookies.setCookieHeaders()).some((line) => /^kh_avis=;.*Max-Age=0/.test(line)),
      }));

    const someoneElse = { ...staff, accountId: "b", staffName: "Léa" };
    expect(await show(someoneElse)).toEqual({ notice: undefined, cleared: true });
    expect(await show(undefined)).toEqual({ notice: undefined, cleared: true });
    expect(await show(staff, new Date(madeAt + 61_000))).toEqual({ notice: undefined, cleared: true });
    expect(await show(staff, new Date(madeAt + 50_000))).toEqual({
      notice: { tone: "done", text: deskText.leads.statusChanged("handled") },
      cleared: true,
    });
  });

  it("refuses an action the page does not take, changing nothing", async () => {
    const services = testServices(getHandle().db);
    const id = await storeLead(getHandle().db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    // A lead's status posted to the subscribers' page: not one of its writes.
    const { cookie, session } = await awa();
    const posted = post("/admin/abonnes", { intent: "leadStatus", id, status: "handled" }, cookie);
    const notice = await withScope(services, posted, async (scope) => {
      await answerDeskPost(scope, session, deskWrites.subscribers, "/admin/abonnes");
      return (await scope.cookies.get("notice"))?.notice;
    });
    expect(notice).toEqual({ tone: "refused", text: deskText.unknownAction });
    expect((await findLead(getHandle().db, id))?.status).toBe("new");
  });
});
