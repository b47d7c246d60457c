/**
 * The newsletter's audience for the staff: every address with its state (waiting for its owner's confirmation,
 * confirmed (double opt-in, app/lib/leads/confirmation.server.ts), bouncing, unsubscribed), their sources, removal
 * of an address, and a CSV file of the confirmed addresses only: the people who get the letters.
 */

import type { Kysely } from "kysely";
import { deskText } from "~/content/admin/desk";
import type { Database, SubscriberOrigin, SubscriberState } from "~/lib/db/schema";
import { formatSpreadsheetDateTime as formatDate } from "~/lib/format/date";
import { csvCell as cell } from "./csv";
import { containsPattern, likeEscaped, pageWithin } from "./leads.server";

export const subscribersPerPage = 50;

/**
 * What the desk says of an address: its consent's state, unless a mail server refused it for good (bouncing: no
 * more letters) or it left the list (unsubscribed, by its link or the agency).
 */
export type SubscriberListState = SubscriberState | "bouncing" | "unsubscribed";

export function listStateOf(row: { state: SubscriberState; removed_at: string | null; bounced_at: string | null }): SubscriberListState {
  if (row.removed_at !== null) return "unsubscribed";
  if (row.bounced_at !== null) return "bouncing";
  return row.state;
}

export interface SubscriberRow {
  email: string;
  /** The form it signed up on: Footer, Homepage or Blog. */
  source: string;
  createdAt: string;
  leadId: string;
  state: SubscriberListState;
  /** Where its consent comes from: its confirmed link, or a sign-up from before links were mailed. */
  origin: SubscriberOrigin;
}

/**
 * The addresses whose address contains `query`, newest first, a page at a time (`total` counts them); `counts`
 * counts every address by its state, and bySource the confirmed ones: those who get the letters.
 */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: { query?: string; page?: number },
): Promise<{
  subscribers: SubscriberRow[];
  total: number;
  page: number;
  pages: number;
  counts: Record<SubscriberListState, number>;
  bySource: { source: string; count: number }[];
}> {
  // Addresses are stored lower-cased (app/lib/leads/store.server.ts).
  const query = filter.query?.trim().toLowerCase().slice(0, 200) ?? "";
  const active = db
    .selectFrom("newsletter_subscriber")
    .$if(query !== "", (qb) => qb.where((eb) => likeEscaped(eb.ref("email"), containsPattern(query))));
  const counted = await active.select((eb) => eb.fn.countAll().as("count")).executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / subscribersPerPage));
  const page = pageWithin(filter.page, pages);
  const rows = await active
    .select(["email", "source", "created_at", "lead_id", "state", "origin", "removed_at", "bounced_at"])
    .orderBy("created_at", "desc")
    .orderBy("email")
    .limit(subscribersPerPage)
    .offset((page - 1) * subscribersPerPage)
    .execute();
  const sources = await db
    .selectFrom("newsletter_subscriber")
    .select((eb) => ["source", eb.fn.countAll().as("count")])
    .where("removed_at", "is", null)
    .where("bounced_at", "is", null)
    .where("state", "=", "confirmed")
    .groupBy("source")
    .execute();
  const states = await db
    .selectFrom("newsletter_subscriber")
    .select((eb) => [
      "state",
      eb
        .case()
        .when("removed_at", "is not", null)
        .then("unsubscribed")
        .when("bounced_at", "is not", null)
        .then("bouncing")
        .else(eb.ref("state"))
        .end()
        .as("shown"),
      eb.fn.countAll().as("count"),
    ])
    .groupBy(["state", "shown"])
    .execute();
  const counts: Record<SubscriberListState, number> = { waiting: 0, confirmed: 0, bouncing: 0, unsubscribed: 0 };
  for (const row of states) counts[row.shown as SubscriberListState] += Number(row.count);
  return {
    subscribers: rows.map((row) => ({
      email: row.email,
      source: row.source,
      createdAt: row.created_at,
      leadId: row.lead_id,
      state: listStateOf(row),
      origin: row.origin,
    })),
    total,
    page,
    pages,
    counts,
    bySource: sources
      .map((row) => ({ source: row.source, count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
  };
}

const subscriberCsvHeader = deskText.csvHeaders.subscribers;

/**
 * The confirmed subscribers (an address still waiting for its owner's confirmation gets no letter), oldest
 * first, as a CSV file for a mailing tool and French Excel: UTF-8 with a BOM, `;` between quoted cells, CRLF line
 * ends, formula-looking cells shown as text; each with its state and where its consent comes from; with how many
 * addresses it holds (the activity log says it).
 */
export async function subscribersExport(db: Kysely<Database>): Promise<{ csv: string; count: number }> {
  const rows = await db
    .selectFrom("newsletter_subscriber")
    .select(["email", "source", "created_at", "state", "origin", "confirmed_at"])
    .where("removed_at", "is", null)
    .where("bounced_at", "is", null)
    .where("state", "=", "confirmed")
    .orderBy("created_at")
    .orderBy("email")
    .execute();
  const lines = [
    subscriberCsvHeader,
    ...rows.map((row) => [
      row.email,
      deskText.subscribers.sources[row.source] ?? row.source,
      formatDate(row.created_at),
      deskText.subscribers.states[row.state],
      deskText.subscribers.origins[row.origin],
      row.confirmed_at ? formatDate(row.confirmed_at) : "",
    ]),
  ];
  return { csv: `\uFEFF${lines.map((line) => line.map(cell).join(";")).join("\r\n")}\r\n`, count: rows.length };
}
