import { data } from "react-router";
import { deskText } from "~/content/admin-desk";
import { requireStaff } from "../auth/staff-gate.server";
import { type RequestContext, services } from "../boundary/context.server";
import { sendTestEmail } from "./health.server";
import { isLeadStatus, resendDelivery, setLeadStatus } from "./leads.server";
import { removeSubscriber } from "./subscribers.server";

type DeskAnswer = { ok: true; toast: string; detail?: string } | { ok: false; error: string };

const refused = (error: string, status: number) => data<DeskAnswer>({ ok: false, error }, { status });

/**
 * The desk's actions on /admin (lead status, resend a delivery, remove a subscriber, test e-mail);
 * undefined when the intent is not one of them. The session is required.
 */
export async function deskAction(context: RequestContext, intent: string, form: FormData) {
  const known = ["leadStatus", "resend", "removeSubscriber", "testEmail"];
  if (!known.includes(intent)) return undefined;
  const session = requireStaff(context);
  const { db, config, logger } = services(context);
  const field = (name: string) => String(form.get(name) ?? "").trim();

  if (intent === "leadStatus") {
    const status = field("status");
    if (!isLeadStatus(status)) return refused(deskText.leads.notFound, 400);
    const who = session.staffName ?? deskText.leads.anonymousStaff;
    const result = await setLeadStatus(db, field("id"), status, who);
    if (result === "not-found") return refused(deskText.leads.notFound, 404);
    logger.info({ leadId: field("id"), status, by: who }, "desk: lead status changed");
    return { ok: true, toast: deskText.leads.statusChanged(status) } satisfies DeskAnswer;
  }
  if (intent === "resend") {
    const result = await resendDelivery(db, field("deliveryId"));
    if (result !== "queued") return refused(result === "not-found" ? deskText.leads.notFound : deskText.leads.notFailed, 409);
    logger.info({ deliveryId: field("deliveryId") }, "desk: delivery queued again");
    return { ok: true, toast: deskText.leads.resent } satisfies DeskAnswer;
  }
  if (intent === "removeSubscriber") {
    const result = await removeSubscriber(db, field("email"));
    if (result !== "removed") return refused(deskText.subscribers.alreadyRemoved, 409);
    logger.info("desk: a subscriber was removed");
    return { ok: true, toast: deskText.subscribers.removed } satisfies DeskAnswer;
  }
  // A refused test mail is an answer to show, not a failed request.
  const sent = await sendTestEmail(config, field("to") || undefined);
  if (!sent.ok) return { ok: false, error: sent.error } satisfies DeskAnswer;
  return { ok: true, toast: deskText.health.testSent, detail: sent.response } satisfies DeskAnswer;
}
