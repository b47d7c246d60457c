import type { Kysely } from "kysely";
import { newId } from "../../app/lib/db/ids";
import type { Database, LetterStatus } from "../../app/lib/db/schema";
import { createLetter } from "../../app/lib/newsletter/letters.server";

// Subscribers and letters written straight into a database, for the newsletter's tests and its bench: as many as
// asked, in chunks the engines take in one statement.

/** The address of the n-th seeded subscriber. */
export function seededAddress(n: number): string {
  return `abonne-${String(n).padStart(5, "0")}@exemple.cm`;
}

/** `count` confirmed subscribers (with the newsletter lead each comes from), abonne-00000@exemple.cm onwards. */
export async function seedConfirmedSubscribers(db: Kysely<Database>, count: number, first = 0): Promise<string[]> {
  const at = new Date().toISOString();
  const addresses: string[] = [];
  const chunk = 200;
  for (let start = first; start < first + count; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, first + count - start) }, (_, index) => {
      const email = seededAddress(start + index);
      addresses.push(email);
      return { email, leadId: newId() };
    });
    await db
      .insertInto("lead")
      .values(
        rows.map(({ email, leadId }) => ({
          id: leadId,
          kind: "newsletter",
          email,
          full_name: null,
          summary: `Newsletter - ${email}`,
          payload: "{}",
          created_at: at,
        })),
      )
      .execute();
    await db
      .insertInto("newsletter_subscriber")
      .values(
        rows.map(({ email, leadId }) => ({
          email,
          lead_id: leadId,
          source: "footer",
          created_at: at,
          removed_at: null,
          state: "confirmed" as const,
          origin: "double-opt-in" as const,
          confirmed_at: at,
          bounced_at: null,
          unsubscribed_by: null,
        })),
      )
      .execute();
  }
  return addresses;
}

/** A draft with no articles, made as the admin makes one; `status` and `scheduledAt` then set as given (a scheduled one leaves once due). */
export async function seedLetter(
  db: Kysely<Database>,
  {
    subject = "La lettre de décembre",
    status = "draft",
    scheduledAt = null,
  }: { subject?: string; status?: LetterStatus; scheduledAt?: string | null } = {},
): Promise<string> {
  const draft = {
    subject,
    preheader: "Trois idées pour vendre plus sur WhatsApp",
    introHtml: "<p>Bonjour, voici les nouvelles du mois.</p>",
    articleIds: [],
  };
  const id = await createLetter(db, draft, "Awa");
  if (status !== "draft")
    await db.updateTable("newsletter_letter").set({ status, scheduled_at: scheduledAt }).where("id", "=", id).execute();
  return id;
}
