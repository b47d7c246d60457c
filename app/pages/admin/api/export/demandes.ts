import { recordActivityAfter } from "~/admin/accounts/activity.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { leadsExport } from "~/admin/desk/leads.server";
import { leadsFilterOf } from "~/admin/desk/sections.server";
import { accountsText } from "~/content/admin/accounts";
import { deskText } from "~/content/admin/desk";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { calendarDay } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";

const subjects = accountsText.activity.subjects;

/**
 * GET /admin/api/export/demandes?type=&statut=&q=: what the leads list shows with these filters, as CSV for Excel.
 * Personal data read in bulk: the activity log says who took it, how many leads and with which filters.
 */
export const GET = staffEndpoint(async ({ locals, url }, staff) => {
  const { page: _page, ...filter } = leadsFilterOf(url.searchParams);
  const { csv, count } = await leadsExport(locals.site.db, filter);
  locals.site.logger.info({ count, filter, staffName: staff.staffName }, "admin: leads exported");
  const filters = [
    filter.kind ? subjects.leadsFilter.kind(deskText.kinds[filter.kind]) : "",
    filter.status ? subjects.leadsFilter.status(deskText.statuses[filter.status]) : "",
    filter.query ? subjects.leadsFilter.query(filter.query) : "",
  ].filter(Boolean);
  await recordActivityAfter(locals.site, staff, "leads-exported", subjects.leadsExport(counted(count), filters.join(", ")));
  return csvAnswer(csv, `demandes-${calendarDay(new Date())}.csv`);
});
