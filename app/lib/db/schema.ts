import type { Generated } from "kysely";

/**
 * The tables, as Kysely sees them. Portable across SQLite and PostgreSQL
 * (decision D2): text ids made by the app, ISO-8601 UTC text timestamps,
 * 0/1 integers for booleans, JSON stored as text.
 */
export interface Database {
  analytics_event: AnalyticsEventTable;
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
