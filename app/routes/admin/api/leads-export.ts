import { services } from "~/lib/boundary/context.server";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { leadsCsv } from "~/lib/desk/leads.server";
import { leadsFilterOf } from "~/lib/desk/sections.server";
import { calendarDay } from "~/lib/format/date";
import type { Route } from "./+types/leads-export";

/** GET /admin/api/export/demandes?type=&statut=&q=: what the leads list shows with these filters, as CSV for Excel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page: _page, ...filter } = leadsFilterOf(new URL(request.url).searchParams);
  const csv = await leadsCsv(services(context).db, filter);
  return csvAnswer(csv, `demandes-${calendarDay(new Date())}.csv`);
}
