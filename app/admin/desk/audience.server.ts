import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Engine } from "~/lib/db/db.server";
import type { Database, LeadKind } from "~/lib/db/schema";

export interface Audience {
  /** One entry per day of the period, oldest first, days without a view included (0). */
  pageViewsPerDay: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
  /** All-time counters of the published articles (the article table keeps no dates for them). */
  topArticles: { slug: string; title: string; views: number; likes: number }[];
  purchaseClicks: { ebookId: string; ebookTitle: string; clicks: number }[];
  /** Per plan and period: clicks on its button (plan_click) and confirmed subscription forms (subscription). */
  planClicks: { plan: string; period: string; clicks: number; subscriptions: number }[];
  /** Same days as pageViewsPerDay. */
  leadsPerDay: ({ day: string } & Record<LeadKind, number>)[];
}

export interface AudienceOptions {
  engine: Engine;
  /** How many days, today included. */
  days?: number;
  now?: Date;
}

const dayMs = 86_400_000;
const topSize = 10;

/**
 * The days of the period as YYYY-MM-DD, oldest first. Days are UTC days, as stored
 * (received_at and created_at are ISO text in UTC): in Douala (UTC+1) a day starts at 01:00.
 */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10));
}

/** One key of an event's params (JSON text), read by the database itself. */
function param(engine: Engine, key: string): RawBuilder<string | null> {
  // The keys are constants of this module; sql.lit quotes them so both engines group by the same expression.
  return engine === "sqlite" ? sql`json_extract(params, ${sql.lit(`$.${key}`)})` : sql`(params::json ->> ${sql.lit(key)})`;
}

const day = (column: "received_at" | "created_at") => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/**
 * Who sent an event: its visitor key (a keyed hash of the address and the day, visitor-key.server.ts),
 * or for events stored before it, the client id. Counts are of distinct senders, not of requests, so
 * a program repeating an event (with new client ids or not) adds one visitor a day, not a view per request.
 */
const sender = sql`coalesce(visitor_key, client_id)`;
const visitors = sql<number>`count(distinct ${sender})`;
const visitorsWhere = (name: string) => sql<number>`count(distinct case when name = ${name} then ${sender} end)`;

/**
 * What the consenting visitors did over the last `days` days, and the leads they left, for the
 * admin's 'Audience' view. Event counts are of visitors (one per address and day), not of requests.
 * Every count is made by the database (GROUP BY over indexed ranges of
 * received_at / created_at), so the cost follows the period, not the table.
 */
export async function loadAudience(db: Kysely<Database>, { engine, days = 30, now = new Date() }: AudienceOptions): Promise<Audience> {
  const period = periodDays(days, now);
  const start = `${period[0]}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${period.at(-1)}T00:00:00.000Z`) + dayMs).toISOString();
  const events = (name: string) =>
    db.selectFrom("analytics_event").where("name", "=", name).where("received_at", ">=", start).where("received_at", "<", end);

  const [viewsByDay, pages, articles, purchases, plans, leads] = await Promise.all([
    events("page_view")
      .select([day("received_at").as("day"), visitors.as("views")])
      .groupBy("day")
      .execute(),
    events("page_view")
      .where("page_path", "is not", null)
      .select(["page_path", visitors.as("views")])
      .groupBy("page_path")
      .orderBy("views", "desc")
      .orderBy("page_path")
      .limit(topSize)
      .execute(),
    db
      .selectFrom("article")
      .select(["slug", "title", "views", "likes"])
      .where("status", "=", "published")
      .orderBy("views", "desc")
      .orderBy("likes", "desc")
      .orderBy("slug")
      .limit(topSize)
      .execute(),
    events("purchase")
      .select([
        param(engine, "ebook_id").as("ebook_id"),
        // A title may have been renamed between two clicks: one line per e-book, with one of its titles.
        (eb) => eb.fn.max(param(engine, "ebook_title")).as("ebook_title"),
        visitors.as("clicks"),
      ])
      .groupBy("ebook_id")
      .orderBy("clicks", "desc")
      .orderBy("ebook_id")
      .execute(),
    db
      .selectFrom("analytics_event")
      .where("name", "in", ["plan_click", "subscription"])
      .where("received_at", ">=", start)
      .where("received_at", "<", end)
      .select([
        param(engine, "plan").as("plan"),
        param(engine, "period").as("period"),
        visitorsWhere("plan_click").as("clicks"),
        visitorsWhere("subscription").as("subscriptions"),
      ])
      .groupBy(["plan", "period"])
      .orderBy("clicks", "desc")
      .orderBy("subscriptions", "desc")
      .orderBy("plan")
      .orderBy("period")
      .execute(),
    db
      .selectFrom("lead")
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .select([day("created_at").as("day"), "kind", (eb) => eb.fn.countAll().as("count")])
      .groupBy(["day", "kind"])
      .execute(),
  ]);

  const views = new Map(viewsByDay.map((row) => [row.day, Number(row.views)]));
  const leadCounts = new Map(leads.map((row) => [`${row.day} ${row.kind}`, Number(row.count)]));
  return {
    pageViewsPerDay: period.map((date) => ({ day: date, views: views.get(date) ?? 0 })),
    topPages: pages.map((row) => ({ path: row.page_path ?? "", views: Number(row.views) })),
    topArticles: articles.map((row) => ({ slug: row.slug, title: row.title, views: Number(row.views), likes: Number(row.likes) })),
    purchaseClicks: purchases
      .filter((row) => row.ebook_id !== null)
      .map((row) => ({ ebookId: String(row.ebook_id), ebookTitle: String(row.ebook_title ?? row.ebook_id), clicks: Number(row.clicks) })),
    planClicks: plans
      .filter((row) => row.plan !== null)
      .map((row) => ({
        plan: String(row.plan),
        period: String(row.period ?? ""),
        clicks: Number(row.clicks),
        subscriptions: Number(row.subscriptions),
      })),
    leadsPerDay: period.map((date) => ({
      day: date,
      contact: leadCounts.get(`${date} contact`) ?? 0,
      newsletter: leadCounts.get(`${date} newsletter`) ?? 0,
      subscription: leadCounts.get(`${date} subscription`) ?? 0,
    })),
  };
}
