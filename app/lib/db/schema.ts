import type { Generated } from "kysely";

/**
 * The tables, as Kysely sees them. Portable across SQLite and PostgreSQL
 * (decision D2): text ids made by the app, ISO-8601 UTC text timestamps,
 * 0/1 integers for booleans, JSON stored as text.
 */
export interface Database {
  analytics_event: AnalyticsEventTable;
  lead: LeadTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  outbox: OutboxTable;
}

export type LeadKind = "contact" | "newsletter" | "subscription";

export interface LeadTable {
  id: string;
  kind: LeadKind;
  email: string;
  full_name: string | null;
  /** One line for lists and mail subjects, e.g. "Souscription Pro (trimestriel) - Awa Ndiaye". */
  summary: string;
  /** JSON: the validated fields and the metadata of spec §7 (location, user agent, page...). */
  payload: string;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  /** Lower-cased; one row per address however often it signs up. */
  email: string;
  lead_id: string;
  source: string;
  created_at: string;
}

export type OutboxChannel = "email" | "webhook";
export type OutboxStatus = "pending" | "delivered" | "failed";

export interface OutboxTable {
  id: string;
  lead_id: string;
  channel: OutboxChannel;
  status: OutboxStatus;
  attempts: Generated<number>;
  /** ISO time before which the worker leaves it alone (exponential backoff). */
  next_attempt_at: string;
  /** Set while a worker is sending it, so two workers never send one delivery at once. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface AnalyticsEventTable {
  id: string;
  name: string;
  client_id: string;
  /** JSON object, as text. */
  params: string;
  page_path: string | null;
  received_at: string;
  /** Set when the GA4 Measurement Protocol accepted the event. */
  forwarded_at: string | null;
  forward_error: string | null;
  forward_attempts: Generated<number>;
}
