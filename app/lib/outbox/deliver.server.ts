import nodemailer from "nodemailer";
import type { Config } from "../config.server";
import type { LeadTable, OutboxChannel } from "../db/schema";

export type StoredLead = Pick<LeadTable, "id" | "kind" | "email" | "full_name" | "summary" | "payload" | "created_at">;
export type Sender = (lead: StoredLead) => Promise<void>;
export type Senders = Partial<Record<OutboxChannel, Sender>>;

/** The channels a new lead is delivered through, from the settings. */
export function leadChannels(config: Pick<Config, "SMTP_URL" | "FORMS_WEBHOOK_URL">): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.SMTP_URL) channels.push("email");
  if (config.FORMS_WEBHOOK_URL) channels.push("webhook");
  return channels;
}

const labels: Record<string, string> = {
  firstName: "Prénom",
  lastName: "Nom",
  email: "E-mail",
  phone: "Téléphone",
  subject: "Sujet",
  message: "Message",
  plan: "Forfait",
  period: "Période",
  price: "Prix",
  currency: "Devise",
  source: "Origine",
  page: "Page",
  metadata: "Contexte",
  location: "Localisation",
  country: "Pays",
  city: "Ville",
  region: "Région",
  userAgent: "Navigateur",
  language: "Langue",
  timezone: "Fuseau horaire",
  referrer: "Provenance",
};

function lines(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, item]) => {
      const label = labels[key] ?? key;
      if (item && typeof item === "object") return [`${prefix}${label} :`, ...lines(item, `${prefix}  `)];
      return [`${prefix}${label} : ${item ?? ""}`];
    });
  }
  return [`${prefix}${String(value)}`];
}

/** The French plain-text mail the agency receives for one lead. */
export function leadMailText(lead: StoredLead): string {
  const received = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Douala" }).format(
    new Date(lead.created_at),
  );
  return [lead.summary, "", ...lines(JSON.parse(lead.payload)), "", `Reçu le ${received} (heure de Douala) - référence ${lead.id}`].join(
    "\n",
  );
}

/** The real senders for the configured channels. */
export function createSenders(config: Config): Senders {
  const senders: Senders = {};
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    const to = config.LEADS_MAIL_TO ?? config.AGENCY_EMAIL;
    const from = config.LEADS_MAIL_FROM ?? config.AGENCY_EMAIL;
    senders.email = async (lead) => {
      await transport.sendMail({ from, to, replyTo: lead.email, subject: lead.summary, text: leadMailText(lead) });
    };
  }
  if (config.FORMS_WEBHOOK_URL) {
    const url = config.FORMS_WEBHOOK_URL;
    senders.webhook = async (lead) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...JSON.parse(lead.payload), _subject: lead.summary, _replyto: lead.email }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    };
  }
  return senders;
}
