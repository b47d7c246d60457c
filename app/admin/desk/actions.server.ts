import { accountsText } from "~/content/admin/accounts";
import { deskText } from "~/content/admin/desk";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import { type AdminNotice, adminNotice, noticeLifetimeSeconds } from "~/lib/boundary/notice";
import { formOf } from "~/lib/boundary/request-body.server";
import { removeSubscriber } from "~/lib/leads/unsubscribe.server";
import { recordActivityAfter } from "../accounts/activity.server";
import type { StaffSession } from "../accounts/staff-session.server";
import { sendTestEmail } from "./health.server";
import { deliveryOf, isLeadStatus, leadSummaryOf, resendDelivery, setLeadStatus } from "./leads.server";

/**
 * The desk's writes, each posted by a plain form to the page it is on (app/pages/admin/): it does the
 * change and says what it did, in the admin's words, on the page the staff member is sent back to.
 * A write that changed something is written to the activity log once it has committed (recordActivityAfter).
 */
export type DeskWrite = (scope: RequestScope, staff: StaffSession, field: (name: string) => string) => Promise<AdminNotice>;

const done = (text: string, detail?: string) => adminNotice("done", text, detail);
const subjects = accountsText.activity.subjects;

/** « aw…@exemple.cm »: enough for the team to recognise an address, not to write to it. */
export function maskedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address.slice(0, Math.min(2, at))}…${address.slice(at)}` : "…";
}
const refused = (text: string) => adminNotice("refused", text);

/** « Marquer comme … » on a lead's page: its status and who changed it. */
const leadStatus: DeskWrite = async ({ site }, staff, field) => {
  const status = field("status");
  if (!isLeadStatus(status)) return refused(deskText.leads.notFound);
  const who = staff.staffName;
  const result = await setLeadStatus(site.db, field("id"), status, who);
  if (result === "not-found") return refused(deskText.leads.notFound);
  site.logger.info({ leadId: field("id"), status, by: who }, "desk: lead status changed");
  // « unchanged »: the lead already had this status (two clicks, two tabs), nothing was written.
  if (result === "changed") {
    const summary = (await leadSummaryOf(site.db, field("id"))) ?? field("id");
    await recordActivityAfter(site, staff, "lead-status-changed", subjects.leadStatus(summary, deskText.statuses[status]));
  }
  return done(deskText.leads.statusChanged(status));
};

/** « Renvoyer » a failed delivery: back in the outbox's queue. */
const resend: DeskWrite = async ({ site }, staff, field) => {
  const result = await resendDelivery(site.db, field("deliveryId"));
  if (result !== "queued") return refused(result === "not-found" ? deskText.leads.notFound : deskText.leads.notFailed);
  site.logger.info({ deliveryId: field("deliveryId"), by: staff.staffName }, "desk: delivery queued again");
  const delivery = await deliveryOf(site.db, field("deliveryId"));
  const subject = delivery
    ? subjects.delivery(delivery.summary, deskText.deliveryChannels[delivery.channel] ?? delivery.channel)
    : field("deliveryId");
  await recordActivityAfter(site, staff, "delivery-resent", subject);
  return done(deskText.leads.resent);
};

/** « Retirer » a subscriber. */
const unsubscribe: DeskWrite = async ({ site }, staff, field) => {
  const result = await removeSubscriber(site.db, field("email"));
  if (result !== "removed") return refused(deskText.subscribers.alreadyRemoved);
  site.logger.info({ by: staff.staffName }, "desk: a subscriber was removed");
  // Not the whole address: the log outlives the subscription, and the server's log line leaves it out too.
  await recordActivityAfter(site, staff, "subscriber-removed", maskedAddress(field("email")));
  return done(deskText.subscribers.removed);
};

/** « Envoyer un e-mail de test »: the mail server's answer, or why it failed, is the notice. */
const testEmail: DeskWrite = async ({ site }, staff, field) => {
  const sent = await sendTestEmail(site.config, field("to") || undefined);
  if (!sent.ok) return refused(sent.error);
  site.logger.info({ to: sent.to, by: staff.staffName }, "desk: test e-mail sent");
  await recordActivityAfter(site, staff, "test-email-sent", sent.to);
  return done(deskText.health.testSent, sent.response);
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
  scope.cookies.set("notice", { notice, accountId: staff.accountId, madeAt: Date.now() });
  return new Response(null, { status: 303, headers: { location: backTo } });
}

/**
 * The notice an admin page shows once: app/middleware.ts takes it for each admin page, with the signed-in
 * staff member (undefined on the sign-in form). The cookie is cleared whatever it held; its notice is shown
 * only to the account whose action made it, within noticeLifetimeSeconds (the cookie's own Max-Age is only
 * the browser's promise: a copy of it could be sent again later, or from another account's browser).
 */
export async function takeNotice(
  scope: RequestScope,
  staff: Pick<StaffSession, "accountId"> | undefined,
  now = new Date(),
): Promise<AdminNotice | undefined> {
  const kept = await scope.cookies.get("notice", { acceptUnsigned: false });
  if (scope.cookies.sent("notice")) scope.cookies.clear("notice");
  if (!kept || !staff || kept.accountId !== staff.accountId) return undefined;
  // Either way: instances behind nginx may not agree on the time to the second.
  if (Math.abs(now.getTime() - kept.madeAt) > noticeLifetimeSeconds * 1000) return undefined;
  return kept.notice;
}
