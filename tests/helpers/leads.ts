import type { Kysely } from "kysely";
import { type Config, parseConfig } from "~/lib/config.server";
import type { Database } from "~/lib/db/schema";
import { type NewLead, storeLead } from "~/lib/leads/store.server";
import { leadChannels } from "~/lib/outbox/deliver.server";
import { freePort } from "../../scripts/lib/free-port";

/** The settings of a site whose agency address is agence@exemple.cm, with `env` on top. */
export function leadSettings(env: Record<string, string> = {}): Config {
  return parseConfig({ AGENCY_EMAIL: "agence@exemple.cm", ...env });
}

/** A contact lead as the contact form stores it. */
export function contactLead(message = "Bonjour, je voudrais un devis pour un site vitrine à Douala."): NewLead {
  return {
    kind: "contact",
    email: "awa.ndiaye@exemple.cm",
    fullName: "Awa Ndiaye",
    summary: "Nouveau message de contact - Awa Ndiaye : Devis",
    payload: {
      firstName: "Awa",
      lastName: "Ndiaye",
      email: "awa.ndiaye@exemple.cm",
      subject: "Devis",
      message,
      budget: "500 000 FCFA",
      metadata: { city: "Douala", country: "Cameroun", formTitle: "Formulaire de contact" },
    },
  };
}

/** Stores `lead` (contactLead() unless told) with a delivery on each channel `config` sets up; resolves with its id. */
export function storeLeadFor(db: Kysely<Database>, config: Config, lead: NewLead = contactLead()): Promise<string> {
  return storeLead(db, lead, leadChannels(config));
}

/** The outbox row of a lead that has a single delivery. */
export function outboxRowOf(db: Kysely<Database>, leadId: string) {
  return db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
}

/** The fields of a valid contact form, as the browser posts them. */
export const contactFormFields = { firstName: "Awa", lastName: "Ngono", email: "awa@example.cm", subject: "Site", message: "Bonjour" };

/** Every row a form post can leave behind. */
export async function leadTables(db: Kysely<Database>) {
  return {
    leads: await db.selectFrom("lead").selectAll().execute(),
    outbox: await db.selectFrom("outbox").selectAll().execute(),
    subscribers: await db.selectFrom("newsletter_subscriber").selectAll().execute(),
  };
}

/**
 * Host settings with an SMTP address where nothing listens: each lead gets its
 * e-mail delivery in the outbox, and (with a ten-minute poll) the worker leaves it pending.
 */
export async function emailChannelToNowhere(): Promise<Record<string, string>> {
  return { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, OUTBOX_POLL_MS: "600000" };
}
