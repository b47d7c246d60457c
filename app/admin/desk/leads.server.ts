/**
 * The staff's inbox of leads (contact messages, newsletter sign-ups, subscription requests): list,
 * search, read one with its deliveries and history, change its status, send a failed delivery
 * again, export as CSV. Portable across SQLite and PostgreSQL (decision D2).
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import { newId, nowIso } from "~/lib/db/ids";
import type { Database, LeadKind, LeadStatus, OutboxChannel, OutboxStatus } from "~/lib/db/schema";
import { leadsToCsv } from "./csv";

export const leadsPerPage = 25;
const leadKinds: readonly LeadKind[] = ["contact", "newsletter", "subscription"];
const leadStatuses: readonly LeadStatus[] = ["new", "handled", "archived"];

export function isLeadKind(value: unknown): value is LeadKind {
  return leadKinds.includes(value as LeadKind);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return leadStatuses.includes(value as LeadStatus);
}

export type LeadFilter = { kind?: LeadKind; status?: LeadStatus; query?: string; page?: number };

export interface LeadRow {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  email: string;
  fullName: string | null;
  summary: string;
  createdAt: string;
  deliveries: { channel: OutboxChannel; status: OutboxStatus }[];
}

/** Where the lead came from and what it asks for, read from its payload whatever its kind; absent when it did not say. */
export interface LeadContext {
  /** The connection's place as the location lookup found it ('Inconnu' and 'XX' when it could not). */
  location?: { country?: string; countryCode?: string; city?: string; region?: string };
  ip?: string;
  userAgent?: string;
  /** The browser's first language. */
  language?: string;
  /** The page the form was sent from. */
  pageUrl?: string;
  /** Newsletter: which form (Footer, Homepage, Blog). */
  source?: string;
  /** Contact. */
  subject?: string;
  message?: string;
  /** Subscription: the plan, the label of its billing period, the list price and the price shown to the visitor, in `currency`. */
  plan?: string;
  period?: string;
  price?: number;
  offerPrice?: number;
  currency?: string;
  phone?: string;
  /** e.g. "Cameroun (CM)". */
  phoneCountry?: string;
  /** Subscription: the phone is from another country than the connection (French, to read before calling). */
  locationWarning?: string;
}

export interface LeadDelivery {
  id: string;
  channel: OutboxChannel;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface LeadDetail extends Omit<LeadRow, "deliveries"> {
  /** The stored payload as is: the form's fields and its metadata (see app/site/forms/<form>/submit-<form>.server.ts). */
  payload: Record<string, unknown>;
  /** The usual facts of the payload, typed. */
  context: LeadContext;
  /** Oldest first. */
  history: { status: LeadStatus; changedBy: string; changedAt: string }[];
  deliveries: LeadDelivery[];
}

// What both the searched text and the query lose, after lower-casing, so "evenement" finds « Évènement » and
// "n'goma" finds "N’Goma". Plain lower() and replace(): the same SQL on both engines (SQLite has no unaccent()
// and no translate(), and its lower() only knows ASCII, hence the capitals French puts accents on). Each
// replace() reads the whole text again, so the list keeps to the letters French names and messages use.
const foldings: ReadonlyArray<readonly [string, string]> = [
  ...["à", "â", "ä", "À", "Â"].map((letter) => [letter, "a"] as const),
  ...["ç", "Ç"].map((letter) => [letter, "c"] as const),
  ...["é", "è", "ê", "ë", "É", "È", "Ê"].map((letter) => [letter, "e"] as const),
  ...["î", "ï", "Î"].map((letter) => [letter, "i"] as const),
  ...["ô", "ö", "Ô"].map((letter) => [letter, "o"] as const),
  ...["ù", "û", "ü"].map((letter) => [letter, "u"] as const),
  ["ÿ", "y"],
  ["œ", "oe"],
  ["æ", "ae"],
  ["\u2019", "'"],
  ["\u00a0", " "],
];

/** The text as the search compares it: lower-cased, without accents. */
function foldForSearch(text: string): string {
  return foldings.reduce((folded, [from, to]) => folded.replaceAll(from, to), text.normalize("NFC").toLowerCase());
}

function foldedSql(expression: Expression<string>) {
  let folded = sql<string>`lower(${expression})`;
  for (const [from, to] of foldings) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return folded;
}

/** A LIKE pattern that finds `text` anywhere, its % and _ taken literally (escape character: backslash). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `expression like pattern`, with the backslash as escape character (the same on both engines). */
export function likeEscaped(expression: Expression<string>, pattern: string) {
  return sql<SqlBool>`${expression} like ${pattern} escape ${sql.lit("\\")}`;
}

const maxQueryLength = 200;

function matching(filter: Omit<LeadFilter, "page">) {
  return (eb: ExpressionBuilder<Database, "lead">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.kind) conditions.push(eb("lead.kind", "=", filter.kind));
    if (filter.status) conditions.push(eb("lead.status", "=", filter.status));
    const query = foldForSearch(filter.query?.trim().slice(0, maxQueryLength) ?? "");
    if (query) {
      // One text per lead; the line breaks keep a match from spanning two fields.
      const searched = sql<string>`coalesce(${eb.ref("lead.full_name")}, '') || ${sql.lit("\n")} || ${eb.ref("lead.email")} || ${sql.lit("\n")} || ${eb.ref("lead.summary")} || ${sql.lit("\n")} || ${eb.ref("lead.payload")}`;
      conditions.push(likeEscaped(foldedSql(searched), containsPattern(query)));
    }
    return eb.and(conditions);
  };
}

/** The page to show: the one asked for, within 1..pages (1 for anything that is not a number). */
export function pageWithin(page: number | undefined, pages: number): number {
  const asked = Number.isFinite(page) ? Math.floor(page as number) : 1;
  return Math.min(Math.max(1, asked), pages);
}

/** The leads matching `filter`, newest first, one page of `leadsPerPage` at a time, with their deliveries' state. */
export async function listLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
): Promise<{ leads: LeadRow[]; total: number; page: number; pages: number }> {
  const where = matching(filter);
  // The total comes with the page (count over the whole match): a search reads every lead once, not twice.
  const pageOf = (page: number) =>
    db
      .selectFrom("lead")
      .select(["id", "kind", "status", "email", "full_name", "summary", "created_at"])
      .select((eb) => eb.fn.countAll().over().as("total"))
      .where(where)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(leadsPerPage)
      .offset((page - 1) * leadsPerPage)
      .execute();
  // Any number the address bar carries: an absurd one must not reach OFFSET.
  let page = pageWithin(filter.page, 1_000_000);
  let rows = await pageOf(page);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    // Past the last page: show the last one.
    const counted = await db.selectFrom("lead").select(db.fn.countAll().as("count")).where(where).executeTakeFirst();
    total = Number(counted?.count ?? 0);
    page = pageWithin(page, Math.max(1, Math.ceil(total / leadsPerPage)));
    rows = total === 0 ? [] : await pageOf(page);
  }
  const pages = Math.max(1, Math.ceil(total / leadsPerPage));
  const deliveries =
    rows.length === 0
      ? []
      : await db
          .selectFrom("outbox")
          .select(["lead_id", "channel", "status"])
          .where(
            "lead_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("channel")
          .orderBy("created_at")
          .execute();
  const leads = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    fullName: row.full_name,
    summary: row.summary,
    createdAt: row.created_at,
    deliveries: deliveries
      .filter((delivery) => delivery.lead_id === row.id)
      .map((delivery) => ({ channel: delivery.channel, status: delivery.status })),
  }));
  return { leads, total, page, pages };
}

/** How many leads nobody has dealt with yet (status 'new'), every kind. */
export async function countNewLeads(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("lead").select(db.fn.countAll().as("count")).where("status", "=", "new").executeTakeFirst();
  return Number(row?.count ?? 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parsePayload(payload: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(payload);
    return isRecord(parsed) ? parsed : { value: parsed };
  } catch {
    return { value: payload };
  }
}

/** The facts each kind stores, wherever it stores them (see app/site/forms/<form>/submit-<form>.server.ts). */
function leadContext(payload: Record<string, unknown>): LeadContext {
  const metadata = isRecord(payload.metadata) ? payload.metadata : {};
  const place = isRecord(payload.location) ? payload.location : {};
  const text = (...values: unknown[]) => values.find((value): value is string => typeof value === "string" && value !== "");
  const amount = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  // A subscription stores the connection's country as "Cameroun (CM)".
  const detected = text(payload.detectedCountry)?.match(/^(.*) \(([A-Z]{2})\)$/);
  const location = {
    country: text(place.country, metadata.country, detected ? detected[1] : payload.detectedCountry),
    countryCode: text(place.countryCode, metadata.countryCode, detected?.[2]),
    city: text(place.city, metadata.city, payload.city),
    region: text(place.region, metadata.region, payload.region),
  };
  const context: LeadContext = {
    location: Object.values(location).some((value) => value !== undefined) ? location : undefined,
    ip: text(metadata.ip, payload.ip),
    userAgent: text(payload.userAgent, metadata.userAgent),
    language: text(payload.language, metadata.language),
    pageUrl: text(metadata.pageUrl, payload.pageUrl, payload.page),
    source: text(payload.source),
    subject: text(payload.subject),
    message: text(payload.message),
    plan: text(payload.plan),
    period: text(payload.period),
    price: amount(payload.price),
    offerPrice: amount(payload.offerPrice),
    currency: text(payload.currency),
    phone: text(payload.phone),
    phoneCountry: text(payload.phoneCountry),
    locationWarning: text(payload.locationWarning),
  };
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined)) as LeadContext;
}

/** One lead with everything the staff may need to answer it, or undefined. */
export async function findLead(db: Kysely<Database>, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return undefined;
  const history = await db
    .selectFrom("lead_status_change")
    .select(["status", "changed_by", "changed_at"])
    .where("lead_id", "=", id)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  const deliveries = await db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("channel").orderBy("created_at").execute();
  const payload = parsePayload(lead.payload);
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    email: lead.email,
    fullName: lead.full_name,
    summary: lead.summary,
    createdAt: lead.created_at,
    payload,
    context: leadContext(payload),
    history: history.map((change) => ({ status: change.status, changedBy: change.changed_by, changedAt: change.changed_at })),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      channel: delivery.channel,
      status: delivery.status,
      attempts: Number(delivery.attempts),
      nextAttemptAt: delivery.next_attempt_at,
      lastError: delivery.last_error,
      createdAt: delivery.created_at,
      deliveredAt: delivery.delivered_at,
    })),
  };
}

/**
 * Gives the lead `status` and records who did it, in one transaction. Setting the status it already
 * has changes nothing and records nothing (two staff members clicking at once make one change).
 */
export async function setLeadStatus(
  db: Kysely<Database>,
  id: string,
  status: LeadStatus,
  changedBy: string,
): Promise<"changed" | "unchanged" | "not-found"> {
  if (!isLeadStatus(status)) throw new TypeError(`unknown lead status: ${String(status)}`);
  return db.transaction().execute(async (trx) => {
    // Conditional, so of two simultaneous identical changes only one counts (PostgreSQL re-checks it after the row lock).
    const updated = await trx.updateTable("lead").set({ status }).where("id", "=", id).where("status", "<>", status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const lead = await trx.selectFrom("lead").select("id").where("id", "=", id).executeTakeFirst();
      return lead ? "unchanged" : "not-found";
    }
    const last = await trx
      .selectFrom("lead_status_change")
      .select("changed_at")
      .where("lead_id", "=", id)
      .orderBy("changed_at", "desc")
      .limit(1)
      .executeTakeFirst();
    // Two changes within the same millisecond still read in the order they were made.
    const now = Date.now();
    const changedAt = last && Date.parse(last.changed_at) >= now ? new Date(Date.parse(last.changed_at) + 1).toISOString() : nowIso();
    await trx
      .insertInto("lead_status_change")
      .values({ id: newId(), lead_id: id, status, changed_by: changedBy, changed_at: changedAt })
      .execute();
    return "changed";
  });
}

/**
 * Puts a delivery the outbox gave up on back in the queue, due now, with a fresh count of tries; its
 * last error stays until the next try. Only a failed one: a pending one is still being tried, and a
 * delivered one must not be sent twice.
 */
export async function resendDelivery(db: Kysely<Database>, deliveryId: string): Promise<"queued" | "not-failed" | "not-found"> {
  const queued = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: nowIso(), locked_until: null })
    .where("id", "=", deliveryId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) === 1) return "queued";
  const delivery = await db.selectFrom("outbox").select("id").where("id", "=", deliveryId).executeTakeFirst();
  return delivery ? "not-failed" : "not-found";
}

/**
 * Every lead matching `filter` as the CSV file `npm run leads:export` writes (same columns, oldest first),
 * with how many leads it holds (the activity log says it).
 */
export async function leadsExport(db: Kysely<Database>, filter: Omit<LeadFilter, "page">): Promise<{ csv: string; count: number }> {
  const rows = await db
    .selectFrom("lead")
    .select(["created_at", "kind", "email", "full_name", "summary", "payload"])
    .where(matching(filter))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return { csv: leadsToCsv(rows), count: rows.length };
}

/** One lead's summary, as lists show it: what the activity log names. */
export async function leadSummaryOf(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom("lead").select("summary").where("id", "=", id).executeTakeFirst())?.summary;
}

/** The lead a delivery forwards and the delivery's channel. */
export async function deliveryOf(
  db: Kysely<Database>,
  deliveryId: string,
): Promise<{ summary: string; channel: OutboxChannel } | undefined> {
  return db
    .selectFrom("outbox")
    .innerJoin("lead", "lead.id", "outbox.lead_id")
    .select(["lead.summary as summary", "outbox.channel as channel"])
    .where("outbox.id", "=", deliveryId)
    .executeTakeFirst();
}
