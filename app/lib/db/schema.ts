import type { Generated } from "kysely";

/**
 * The tables, as Kysely sees them. Portable across SQLite and PostgreSQL
 * (decision D2): text ids made by the app, ISO-8601 UTC text timestamps,
 * 0/1 integers for booleans, JSON stored as text.
 */
export interface Database {
  admin_login_failure: AdminLoginFailureTable;
  admin_session: AdminSessionTable;
  analytics_event: AnalyticsEventTable;
  article: ArticleTable;
  article_like: ArticleLikeTable;
  article_tombstone: ArticleTombstoneTable;
  article_view: ArticleViewTable;
  lead: LeadTable;
  lead_status_change: LeadStatusChangeTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  newsletter_confirmation: NewsletterConfirmationTable;
  newsletter_mail: NewsletterMailTable;
  newsletter_letter: NewsletterLetterTable;
  newsletter_delivery: NewsletterDeliveryTable;
  newsletter_send_lock: NewsletterSendLockTable;
  outbox: OutboxTable;
  rate_limit_window: RateLimitWindowTable;
  stored_image: StoredImageTable;
  stored_image_variant: StoredImageVariantTable;
  staff_account: StaffAccountTable;
  staff_activity: StaffActivityTable;
  staff_link: StaffLinkTable;
  staff_mail: StaffMailTable;
  staff_passkey: StaffPasskeyTable;
  used_passkey_challenge: UsedPasskeyChallengeTable;
  backup_run: BackupRunTable;
  site_identity: SiteIdentityTable;
  health_check: HealthCheckTable;
  agency_fact: AgencyFactTable;
  agency_fact_change: AgencyFactChangeTable;
}

export type LeadKind = "contact" | "newsletter" | "subscription";
/** The staff's status of a lead: nouveau, traité, archivé. */
export type LeadStatus = "new" | "handled" | "archived";

export interface LeadTable {
  id: string;
  kind: LeadKind;
  email: string;
  full_name: string | null;
  /** One line for lists and mail subjects, e.g. "Souscription Pro (trimestriel) - Awa Ndiaye". */
  summary: string;
  /** JSON: the validated fields and the request's metadata (location, user agent, page...). */
  payload: string;
  created_at: string;
  status: Generated<LeadStatus>;
}

/** Every status change of a lead: who (the staff account's name; before accounts, the name given at login) and when. */
export interface LeadStatusChangeTable {
  id: string;
  lead_id: string;
  status: LeadStatus;
  changed_by: string;
  changed_at: string;
}

export interface NewsletterSubscriberTable {
  /** Lower-cased; one row per address however often it signs up. */
  email: string;
  lead_id: string;
  source: string;
  created_at: string;
  /** Set when the agency removed the address (or its owner unsubscribed): kept out of exports. */
  removed_at: string | null;
  /** Waiting for its owner to follow the confirmation mail's link, or confirmed (migration 016). */
  state: Generated<SubscriberState>;
  /** Where its consent comes from: a confirmed link, or a sign-up from before confirmations existed. */
  origin: Generated<SubscriberOrigin>;
  confirmed_at: string | null;
  /** A mail server refused the address for good (5xx): no more letters go to it (migration 017). */
  bounced_at: string | null;
  /** The letter whose unsubscribe link took the address off the list, for that letter's results. */
  unsubscribed_by: string | null;
}

export type SubscriberState = "waiting" | "confirmed";
/** 'double-opt-in': signed up, then confirmed by the mailed link; 'before-double-opt-in': on the list before links were mailed. */
export type SubscriberOrigin = "double-opt-in" | "before-double-opt-in";

/** One confirmation mail's single-use link: only the token's SHA-256 is kept; a row per mail sent to the address. */
export interface NewsletterConfirmationTable {
  token_hash: string;
  /** Lower-cased, as in newsletter_subscriber. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A confirmation mail to a newsletter sign-up, queued and retried like the staff's mails (same columns). */
export interface NewsletterMailTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
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
  /**
   * Who sent it, as the desk counts visitors: a keyed hash of the sender's address and the UTC day
   * (app/lib/analytics/visitor-key.server.ts), never the address. Null for events stored before it.
   */
  visitor_key: string | null;
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
  /** The day of publication in Douala (of creation while a draft), YYYY-MM-DD; pages show it in French. */
  date: string;
  /** Minutes a reader needs: the file's own for bundled articles, from the word count for admin ones. */
  reading_minutes: number;
  category: string;
  /** JSON array of strings, as text. */
  tags: string;
  /** Artwork key under /images/art, e.g. "/images/art/articles/<slug>", or "/media/<stored_image.id>" for a stock picture. */
  image: string;
  status: ArticleStatus;
  /** "bundled" (app/content/articles/*.md, seeded at start-up) or "admin" (written or edited in the admin; wins over the file). */
  source: "bundled" | "admin";
  /** Hash of the bundled file the row was seeded from: a changed file updates the row. */
  source_hash: string | null;
  likes: Generated<number>;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The editor's fields (admin articles; bundled rows keep the defaults). */
  seo_title: string | null;
  seo_description: string | null;
  /** JSON array of strings, as text. */
  keywords: Generated<string>;
  tone: Generated<ArticleTone>;
  word_count: Generated<number>;
  /** JSON {author, authorUrl, source, sourceUrl} of a stock picture, shown under it as the provider asks. */
  image_credit: string | null;
  /** Last save from the editor. */
  saved_at: string | null;
  /** First time it went live; kept when it is put back to draft and published again. */
  published_at: string | null;
  /** Names of the staff accounts that created, last edited and (last) published it; null for bundled rows and older ones. */
  created_by: string | null;
  edited_by: string | null;
  published_by: string | null;
  /** Bumped by every change: a save that names an older version is a conflict (two tabs). */
  version: Generated<number>;
}

export type ArticleTone = "professional" | "friendly" | "conversational" | "authoritative" | "educational";

/** The slug of a bundled article deleted for good in the admin: seeding skips it. */
export interface ArticleTombstoneTable {
  slug: string;
  deleted_at: string;
}

/** A staff session: the cookie holds the token, the database only its SHA-256. */
export interface AdminSessionTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The account's name when the session was opened (older rows: the name given at login). */
  staff_name: string | null;
  /** No longer read: sessions belong to an account since migration 011 (kept for a one-at-a-time restart). */
  password_fingerprint: string | null;
  /** The staff_account it belongs to; a session without one is no session. */
  account_id: string | null;
  /** The browser and system it was opened from, as its User-Agent said (cut to 300 characters). */
  device: string | null;
  last_used_at: string | null;
}

/** One row per failed sign-in, by client address and by the e-mail it was tried on; old rows are pruned. */
export interface AdminLoginFailureTable {
  id: string;
  client_address: string;
  failed_at: string;
  /** The e-mail address tried (lower-cased), whether or not an account has it. */
  email: string | null;
}

export type StaffRole = "admin" | "writer";

/** A person of the staff (app/admin/accounts/accounts.server.ts). */
export interface StaffAccountTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  /** scrypt hash (app/admin/accounts/password-hash.server.ts); null until an invitation is accepted. */
  password_hash: string | null;
  /**
   * Set while the password is still the one of the ADMIN_PASSWORD setting (the first account): a keyed
   * fingerprint of that setting, so a new ADMIN_PASSWORD replaces it and ends its sessions. Null once the
   * person chose their own.
   */
  password_from_setting: string | null;
  disabled_at: string | null;
  created_at: string;
  last_seen_at: string | null;
}

export type StaffLinkPurpose = "invitation" | "reset";

/** A single-use link sent by mail (an invitation, a forgotten password): only the token's SHA-256 is kept. */
export interface StaffLinkTable {
  token_hash: string;
  account_id: string;
  purpose: StaffLinkPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential) of an account. */
export interface StaffPasskeyTable {
  /** The credential's id, base64url. */
  id: string;
  account_id: string;
  /** The credential's public key (COSE), base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON array of the authenticator's transports. */
  transports: Generated<string>;
  /** What the person sees in their list, e.g. « Chrome sur Android ». */
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey ceremony's challenge once answered: a second answer to it is a replay (migration 012). */
export interface UsedPasskeyChallengeTable {
  /** SHA-256 of the challenge, hex. */
  challenge_hash: string;
  /** When the challenge expires anyway (five minutes after it was issued): the row can be deleted from then on. */
  expires_at: string;
}

/** A mail to a staff member (an invitation, a forgotten password), queued and retried like the leads' deliveries. */
export interface StaffMailTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** One staff action, for the administrators' « Activité » view. */
export interface StaffActivityTable {
  id: string;
  at: string;
  account_id: string | null;
  /** The account's name at the time: the log still reads right after a rename or a removal. */
  account_name: string;
  /** What was done (app/admin/accounts/activity.server.ts lists them). */
  action: string;
  /** What it was done to, in words (an article's title, a lead's summary, an account's name). */
  subject: string | null;
}

/** A stock picture the server fetched once for an article. */
export interface StoredImageTable {
  id: string;
  /** "Unsplash", "Pexels" or "Pixabay". */
  source: string;
  /** The picture's address at the provider: the same picture chosen twice is stored once. */
  source_url: string;
  author: string;
  author_url: string;
  alt: string;
  /** Of the largest stored variant. */
  width: number;
  height: number;
  created_at: string;
}

export type StoredImageFormat = "avif" | "webp";

export interface StoredImageVariantTable {
  image_id: string;
  format: StoredImageFormat;
  width: number;
  bytes: Buffer;
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

/** The current fixed window of one rate-limit key (e.g. "api:41.202.219.1"), shared by every instance. */
export interface RateLimitWindowTable {
  key: string;
  window_start: string;
  /** Hits counted in the window, the refused ones included. */
  hits: number;
  /** End of the window: the row can be deleted from then on. */
  expires_at: string;
}

/** What started a backup: the schedule of an instance, or a person's `npm run backup`. */
export type BackupTrigger = "schedule" | "command";
/** « running » until restic has stored the snapshot; a run killed half-way stays « running » and never counts. */
export type BackupStatus = "running" | "succeeded" | "failed";

/** One backup attempt (migrations/2026-11-28-013-backup-runs.ts). */
export interface BackupRunTable {
  id: string;
  trigger: BackupTrigger;
  status: BackupStatus;
  started_at: string;
  /** Touched every few seconds while it runs: a « running » row whose heartbeat stopped was killed. */
  heartbeat_at: string;
  finished_at: string | null;
  /** restic's id of the snapshot, once stored. */
  snapshot_id: string | null;
  /** Size of the database's snapshot file (or dump) that was stored. */
  bytes: number | null;
  /** Why it failed, as logged (never the repository's password). */
  error: string | null;
  /** The machine and process that ran it (`hostname:pid`). */
  host: string;
}

/** The database's id, one row made by its first migration run (migrations/2026-11-28-014-site-identity.ts). */
export interface SiteIdentityTable {
  /** Also written in the start marker outside the database (app/lib/db/start-marker.server.ts). */
  id: string;
  /** When this database was made: its first start on an empty one. */
  created_at: string;
}

/** One row, rewritten by /healthz: the proof that a write is kept (migration 015). */
export interface HealthCheckTable {
  id: string;
  checked_at: string;
}

/** Draft (writers and administrators edit it), scheduled (leaves by itself at scheduled_at), sent (queued: cannot change). */
export type LetterStatus = "draft" | "scheduled" | "sent";

/** A newsletter letter written in the admin (migration 017). */
export interface NewsletterLetterTable {
  id: string;
  subject: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  /** The introduction, from the article editor, sanitised as an article is. */
  intro_html: string;
  /** JSON array of the chosen articles' ids, in their order. */
  article_ids: string;
  status: LetterStatus;
  /** When a scheduled letter leaves (UTC ISO; the admin shows and takes Douala time). */
  scheduled_at: string | null;
  /** When it was queued for every confirmed subscriber. */
  sent_at: string | null;
  /** Its public archive page's slug, from the moment it is sent. */
  slug: string | null;
  /** JSON array of the articles' cards as they were sent (LetterCard). */
  cards: string | null;
  /** The mail as it left, its unsubscribe link a placeholder filled per recipient. */
  mail_html: string | null;
  mail_text: string | null;
  /** How many confirmed subscribers it was queued for. */
  recipients: number | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
  sent_by: string | null;
}

/**
 * One letter to one address; (letter_id, email) is the key, so a letter is queued once per address however
 * often or by however many instances it is queued. 'sending': claimed by a worker (locked_until); 'bounced': the
 * server refused the address for good.
 */
export type LetterDeliveryStatus = "pending" | "sending" | "delivered" | "failed" | "bounced";

export interface NewsletterDeliveryTable {
  letter_id: string;
  email: string;
  status: LetterDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  /** When a worker last claimed it: the per-minute cap counts these. */
  claimed_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** The row each sender updates first when it claims deliveries, so that claims are counted one instance at a time. */
export interface NewsletterSendLockTable {
  name: string;
  touched_at: string;
}

/** A fact of the agency a staff member set in « Réglages » (migration 018); a key without a row takes the environment's. */
export interface AgencyFactTable {
  key: string;
  value: string;
  updated_by: string;
  updated_at: string;
}

/** Every change of a fact: its value before (null: it was the environment's) and after, who and when. */
export interface AgencyFactChangeTable {
  id: string;
  key: string;
  old_value: string | null;
  new_value: string;
  changed_by: string;
  changed_at: string;
}
