import { beforeEach, expect, it } from "vitest";
import { deskText } from "~/content/admin-desk";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { testServices, withScope } from "../../../tests/helpers/site-services";
import type { StaffSession } from "../auth/staff-session.server";
import { storeLead } from "../leads/store.server";
import { answerDeskPost, deskWrites, takeNotice } from "./actions.server";
import { findLead } from "./leads.server";

const staff: StaffSession = {
  tokenHash: "h",
  expiresAt: "2099-01-01T00:00:00.000Z",
  accountId: "a",
  staffName: "Awa",
  email: "awa@kheops.cm",
  role: "admin",
};

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

describeOnEachEngine("desk writes posted by the admin's forms", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("lead").execute();
  });

  it("marks a lead handled, sends the staff member back to its page, and says so there once", async () => {
    const services = testServices(getHandle().db);
    const id = await storeLead(getHandle().db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    const page = `/admin/demandes/${id}?statut=new`;
    const { answer, cookies } = await withScope(services, post(page, { intent: "leadStatus", id, status: "handled" }), async (scope) => ({
      answer: await answerDeskPost(scope, staff, deskWrites.lead, page),
      cookies: await scope.cookies.setCookieHeaders(),
    }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(page);
    expect((await findLead(getHandle().db, id))?.history.map((change) => [change.status, change.changedBy])).toEqual([["handled", "Awa"]]);

    const noticeCookie = cookies.map((cookie) => cookie.split(";")[0]).join("; ");
    const get = new Request(`http://localhost:3000${page}`, { headers: { cookie: noticeCookie } });
    const shown = await withScope(services, get, async (scope) => ({
      notice: await takeNotice(scope),
      cleared: await scope.cookies.setCookieHeaders(),
    }));
    expect(shown.notice).toEqual({ tone: "done", text: deskText.leads.statusChanged("handled") });
    expect(shown.cleared.join()).toMatch(/kh_avis=;.*Max-Age=0/);
  });

  it("refuses an action the page does not take, changing nothing", async () => {
    const services = testServices(getHandle().db);
    const id = await storeLead(getHandle().db, { kind: "contact", email: "awa@exemple.cm", summary: "Un devis", payload: {} }, []);
    // A lead's status posted to the subscribers' page: not one of its writes.
    const notice = await withScope(services, post("/admin/abonnes", { intent: "leadStatus", id, status: "handled" }), async (scope) => {
      await answerDeskPost(scope, staff, deskWrites.subscribers, "/admin/abonnes");
      return scope.cookies.get("notice");
    });
    expect(notice).toEqual({ tone: "refused", text: deskText.unknownAction });
    expect((await findLead(getHandle().db, id))?.status).toBe("new");
  });
});
