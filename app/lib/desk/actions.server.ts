import { deskText } from "~/content/admin-desk";
import { type AdminNotice, adminNotice } from "../admin/notice";
import type { StaffSession } from "../auth/staff-session.server";
import type { RequestScope } from "../boundary/boundary.server";
import { formOf } from "../boundary/request-body.server";
import { sendTestEmail } from "./health.server";
import { isLeadStatus, resendDelivery, setLeadStatus } from "./leads.server";
import { removeSubscriber } from "./subscribers.server";

/**
 * The desk's writes, each posted by a plain form to the page it is on (app/pages/admin/): it does the
 * change and says what it did, in the admin's words, on the page the staff member is sent back to.
 */
export type DeskWrite = (scope: RequestScope, staff: StaffSession, field: (name: string) => string) => Promise<AdminNotice>;

const done = (text: string, detail?: string) => adminNotice("done", text, detail);
const refused = (text: string) => adminNotice("refused", text);

/** « Marquer comme … » on a lead's page: its status and who changed it. */
const leadStatus: DeskWrite = async ({ site }, staff, field) => {
  const status = field("status");
  if (!isLeadStatus(status)) return refused(deskText.leads.notFound);
  const who = staff.staffName ?? deskText.leads.anonymousStaff;
  const result = await setLeadStatus(site.db, field("id"), status, who);
  if (result === "not-found") return refused(deskText.leads.notFound);
  site.logger.info({ leadId: field("id"), status, by: who }, "desk: lead status changed");
  return done(deskText.leads.statusChanged(status));
};

/** « Renvoyer » a failed delivery: back in the outbox's queue. */
const resend: DeskWrite = async ({ site }, _staff, field) => {
  const result = await resendDelivery(site.db, field("deliveryId"));
  if (result !== "queued") return refused(result === "not-found" ? deskText.leads.notFound : deskText.leads.notFailed);
  site.logger.info({ deliveryId: field("deliveryId") }, "desk: delivery queued again");
  return done(deskText.leads.resent);
};

/** « Retirer » a subscriber. */
const unsubscribe: DeskWrite = async ({ site }, _staff, field) => {
  const result = await removeSubscriber(site.db, field("email"));
  if (result !== "removed") return refused(deskText.subscribers.alreadyRemoved);
  site.logger.info("desk: a subscriber was removed");
  return done(deskText.subscribers.removed);
};

/** « Envoyer un e-mail de test »: the mail server's answer, or why it failed, is the notice. */
const testEmail: DeskWrite = async ({ site }, _staff, field) => {
  const sent = await sendTestEmail(site.config, field("to") || undefined);
  return sent.ok ? done(deskText.health.testSent, sent.response) : refused(sent.error);
};

/** The writes each desk page accepts, by the `intent` its forms send. */
export const deskWrites = {
  lead: { leadStatus, resend },
  subscribers: { removeSubscriber: unsubscribe },
  health: { testEmail },
} satisfies Record<string, Record<string, DeskWrite>>;

/**
 * A desk page's answer to a post: the write its `intent` names, then a redirect back to the page
 * (303: the browser asks for it again, so a reload never posts twice), the notice set to be shown
 * there. An intent the page does not know changes nothing and says so.
 */
export async function answerDeskPost(
  scope: RequestScope,
  staff: StaffSession,
  writes: Record<string, DeskWrite>,
  backTo: string,
): Promise<Response> {
  const form = await formOf(scope.body);
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const write = Object.hasOwn(writes, field("intent")) ? writes[field("intent")] : undefined;
  const notice = write ? await write(scope, staff, field) : refused(deskText.unknownAction);
  scope.cookies.set("notice", notice);
  return new Response(null, { status: 303, headers: { location: backTo } });
}

/** The notice an admin page shows once (the cookie is cleared as it is read): app/middleware.ts takes it for each admin page. */
export async function takeNotice(scope: RequestScope): Promise<AdminNotice | undefined> {
  const notice = await scope.cookies.get("notice", { acceptUnsigned: false });
  if (notice) scope.cookies.clear("notice");
  return notice;
}
