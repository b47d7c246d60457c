/**
 * The newsletter's audience for the staff: the active addresses (not removed), waiting for their owner's
 * confirmation or confirmed (double opt-in, app/lib/leads/confirmation.server.ts), their sources, removal of an
 * address, and a CSV file a mailing tool imports, of the confirmed addresses only: the people who get the letters.
 */

import type { Kysely } from "kysely";
import { deskText } from "~/content/admin/desk";
import type { Database, SubscriberOrigin, SubscriberState } from "~/lib/db/schema";
import { formatSpreadsheetDateTime as formatDate } from "~/lib/format/date";
import { csvCell as cell } from "./csv";
import { containsPattern, likeEscaped, pageWithin } from "./leads.server";

export const subscribersPerPage = 50;

export interface SubscriberRow {
  email: string;
  /** The form it signed up on: Footer, Homepage or Blog. */
  source: string;
  createdAt: string;
  leadId: string;
  state: SubscriberState;
  /** Where its consent comes from: its confirmed link, or a sign-up from before links were mailed. */
  origin: SubscriberOrigin;
}

/**
 * The active addresses (waiting and confirmed) whose address contains `query`, newest first, a page at a time
 * (`total` counts them); `confirmed` and `waiting` count every active one by state, and bySource the confirmed
 * ones: those who get the letters.
 */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: { query?: string; page?: number },
): Promise<{
  subscribers: SubscriberRow[];
  total: number;
  page: number;
  pages: number;
  confirmed: number;
  waiting: number;
  bySource: { source: string; count: number }[];
}> {
  // Addresses are stored lower-cased (app/lib/leads/store.server.ts).
  const query = filter.query?.trim().toLowerCase().slice(0, 200) ?? "";
  const active = db
    .selectFrom("newsletter_subscriber")
    .where("removed_at", "is", null)
    .$if(query !== "", (qb) => qb.where((eb) => likeEscaped(eb.ref("email"), containsPattern(query))));
  const counted = await active.select((eb) => eb.fn.countAll().as("count")).executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / subscribersPerPage));
  const page = pageWithin(filter.page, pages);
  const rows = await active
    .select(["email", "source", "created_at", "lead_id", "state", "origin"])
    .orderBy("created_at", "desc")
    .orderBy("email")
    .limit(subscribersPerPage)
    .offset((page - 1) * subscribersPerPage)
    .execute();
  const sources = await db
    .selectFrom("newsletter_subscriber")
    .select((eb) => ["source", eb.fn.countAll().as("count")])
    .where("removed_at", "is", null)
    .where("state", "=", "confirmed")
    .groupBy("source")
    .execute();
  const states = await db
    .selectFrom("newsletter_subscriber")
    .select((eb) => ["state", eb.fn.countAll().as("count")])
    .where("removed_at", "is", null)
    .groupBy("state")
    .execute();
  const inState = (state: SubscriberState) => Number(states.find((row) => row.state === state)?.count ?? 0);
  return {
    subscribers: rows.map((row) => ({
      email: row.email,
      source: row.source,
      createdAt: row.created_at,
      leadId: row.lead_id,
      state: row.state,
      origin: row.origin,
    })),
    total,
    page,
    pages,
    confirmed: inState("confirmed"),
    waiting: inState("waiting"),
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
