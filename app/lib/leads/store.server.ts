import type { Kysely, Transaction } from "kysely";
import { newId, nowIso } from "../db/ids";
import type { Database, LeadKind, OutboxChannel } from "../db/schema";
import { queueConfirmationMail } from "./confirmation.server";

export interface NewLead {
  kind: LeadKind;
  email: string;
  fullName?: string;
  summary: string;
  /** Validated fields plus metadata; stored as JSON and forwarded as is. */
  payload: Record<string, unknown>;
}

/** Writes the lead and one pending delivery per channel in the same transaction. */
async function insertLead(trx: Transaction<Database>, lead: NewLead, channels: OutboxChannel[]): Promise<string> {
  const id = newId();
  const now = nowIso();
  await trx
    .insertInto("lead")
    .values({
      id,
      kind: lead.kind,
      email: lead.email,
      full_name: lead.fullName ?? null,
      summary: lead.summary,
      payload: JSON.stringify(lead.payload),
      created_at: now,
    })
    .execute();
  for (const channel of channels) {
    await trx
      .insertInto("outbox")
      .values({
        id: newId(),
        lead_id: id,
        channel,
        status: "pending",
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        created_at: now,
        delivered_at: null,
      })
      .execute();
  }
  return id;
}

/**
 * Stores a contact message or subscription request, with its deliveries,
 * and resolves only once both are committed (decision D4: store first).
 */
export async function storeLead(db: Kysely<Database>, lead: NewLead, channels: OutboxChannel[]): Promise<string> {
  return db.transaction().execute((trx) => insertLead(trx, lead, channels));
}

/** What a newsletter sign-up did; the visitor is told the same in every case (the list's state is not revealed). */
export type NewsletterSignupOutcome =
  /** A new address (or one removed earlier) is stored as waiting and its lead forwarded; a link is mailed when mails can leave. */
  | "waiting"
  /** Already waiting: no new lead; a new link is mailed, unless the address had its 3 mails in 24 hours. */
  | "still-waiting"
  /** Already confirmed: nothing changes and nothing is mailed. */
  | "already-confirmed";

export interface ConfirmationMailing {
  /** The site's public address, for the link. */
  siteUrl: string;
}

/**
 * Signs an address up for the newsletter, as waiting for its owner's confirmation (double opt-in,
 * confirmation.server.ts). One subscriber per address (any case): a second sign-up while it waits mails a new
 * link (within the limit) and is not forwarded again; a confirmed address is left alone. `mailing` is undefined
 * when no mail can leave (no SMTP_URL): the address is still stored as waiting. The subscriber, the lead with its
 * deliveries and the confirmation mail are committed together.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  lead: NewLead & { kind: "newsletter"; source: string },
  channels: OutboxChannel[],
  mailing?: ConfirmationMailing,
  now: Date = new Date(),
): Promise<{ leadId: string; outcome: NewsletterSignupOutcome; mailed: boolean }> {
  const email = lead.email.trim().toLowerCase();
  const existing = () => db.selectFrom("newsletter_subscriber").select(["lead_id", "state"]).where("email", "=", email).executeTakeFirst();
  const mail = (trx: Transaction<Database>) => (mailing ? queueConfirmationMail(trx, email, mailing.siteUrl, now) : Promise.resolve(false));
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom("newsletter_subscriber")
        .select(["lead_id", "removed_at", "bounced_at", "state"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (found && found.removed_at === null && found.bounced_at === null) {
        if (found.state === "confirmed") return { leadId: found.lead_id, outcome: "already-confirmed" as const, mailed: false };
        // Takes the row's lock (PostgreSQL) before counting the mails, so two sign-ups at once cannot both pass the limit.
        await trx.updateTable("newsletter_subscriber").set({ email }).where("email", "=", email).execute();
        return { leadId: found.lead_id, outcome: "still-waiting" as const, mailed: await mail(trx) };
      }
      const leadId = await insertLead(trx, { ...lead, email }, channels);
      // Someone removed earlier (by the agency or their unsubscribe link), or whose mailbox refused a letter, who signs
      // up again waits again for their confirmation: following its link proves the mailbox works.
      const subscriber = {
        lead_id: leadId,
        source: lead.source,
        created_at: now.toISOString(),
        removed_at: null,
        state: "waiting" as const,
        origin: "double-opt-in" as const,
        confirmed_at: null,
        bounced_at: null,
        unsubscribed_by: null,
      };
      if (found) await trx.updateTable("newsletter_subscriber").set(subscriber).where("email", "=", email).execute();
      else
        await trx
          .insertInto("newsletter_subscriber")
          .values({ email, ...subscriber })
          .execute();
      return { leadId, outcome: "waiting" as const, mailed: await mail(trx) };
    });
  } catch (error) {
    // A concurrent sign-up of the same address won the race: its row is the subscriber (and its mail went with it).
    const winner = await existing();
    if (winner)
      return { leadId: winner.lead_id, outcome: winner.state === "confirmed" ? "already-confirmed" : "still-waiting", mailed: false };
    throw error;
  }
}
