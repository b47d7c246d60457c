import type { Generated } from "kysely";

/**
 * The tables, as Kysely sees them. Portable across SQLite and PostgreSQL
 * (decision D2): text ids made by the app, ISO-8601 UTC text timestamps,
 * 0/1 integers for booleans, JSON stored as text.
 */
export interface Database {
  analytics_event: AnalyticsEventTable;
  article: ArticleTable;
  article_like: ArticleLikeTable;
  article_view: ArticleViewTable;
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

export type ArticleStatus = "draft" | "published" | "archived" | "trash";

export interface ArticleTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML, rendered from Markdown for bundled articles; may contain component markers (see app/lib/blog/render.server.ts). */
  content: string;
  /** A person's id (app/content/people.ts) for bundled articles; a name for older or admin rows (see app/lib/blog/article-author.ts). */
  author: string;
  author_quote: string | null;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** French display date, e.g. "3 septembre 2025". */
  publish_date: string;
  /** e.g. "12 min". */
  read_time: string;
  category: string;
  /** JSON array of strings, as text. */
  tags: string;
  /** Artwork key under /images/art, e.g. "/images/art/articles/<slug>". */
  image: string;
  status: ArticleStatus;
  /** "bundled" (app/content/articles/*.md, seeded at start-up) or "admin" (written in the browser). */
  source: "bundled" | "admin";
  /** Hash of the bundled file the row was seeded from: a changed file updates the row. */
  source_hash: string | null;
  likes: Generated<number>;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One row per visitor who liked an article: a second like by the same visitor changes nothing. */
export interface ArticleLikeTable {
  article_id: string;
  visitor_id: string;
  created_at: string;
}

/** One row per browser session that viewed an article. */
export interface ArticleViewTable {
  article_id: string;
  session_id: string;
  created_at: string;
}
