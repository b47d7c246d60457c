import type { APIRoute } from "astro";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { leadsCsv } from "~/lib/desk/leads.server";
import { leadsFilterOf } from "~/lib/desk/sections.server";
import { calendarDay } from "~/lib/format/date";

/** GET /admin/api/export/demandes?type=&statut=&q=: what the leads list shows with these filters, as CSV for Excel. */
export const GET: APIRoute = async ({ locals, url }) => {
  const { page: _page, ...filter } = leadsFilterOf(url.searchParams);
  const csv = await leadsCsv(locals.site.db, filter);
  return csvAnswer(csv, `demandes-${calendarDay(new Date())}.csv`);
};
