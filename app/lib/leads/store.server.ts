import type { Kysely, Transaction } from "kysely";
import { newId, nowIso } from "../db/ids";
import type { Database, LeadKind, OutboxChannel } from "../db/schema";

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

/**
 * Signs an address up for the newsletter. A second sign-up with the same
 * address (any case) keeps the one subscriber and is not forwarded again.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  lead: NewLead & { kind: "newsletter"; source: string },
  channels: OutboxChannel[],
): Promise<{ leadId: string | undefined; alreadySubscribed: boolean }> {
  const email = lead.email.trim().toLowerCase();
  const existing = () => db.selectFrom("newsletter_subscriber").select("lead_id").where("email", "=", email).executeTakeFirst();
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom("newsletter_subscriber")
        .select(["lead_id", "removed_at"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (found && found.removed_at === null) return { leadId: found.lead_id, alreadySubscribed: true };
      const leadId = await insertLead(trx, { ...lead, email }, channels);
      // Someone removed earlier (by the agency or their unsubscribe link) who signs up again is subscribed again.
      const subscriber = { lead_id: leadId, source: lead.source, created_at: nowIso(), removed_at: null };
      if (found) await trx.updateTable("newsletter_subscriber").set(subscriber).where("email", "=", email).execute();
      else
        await trx
          .insertInto("newsletter_subscriber")
          .values({ email, ...subscriber })
          .execute();
      return { leadId, alreadySubscribed: false };
    });
  } catch (error) {
    // A concurrent sign-up of the same address won the race: its row is the subscriber.
    const winner = await existing();
    if (winner) return { leadId: winner.lead_id, alreadySubscribed: true };
    throw error;
  }
}
