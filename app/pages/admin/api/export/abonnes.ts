import { recordActivityAfter } from "~/admin/accounts/activity.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { subscribersExport } from "~/admin/desk/subscribers.server";
import { accountsText } from "~/content/admin/accounts";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { calendarDay } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";

/** GET /admin/api/export/abonnes: the active subscribers, as CSV ready for a mailing tool; the activity log says who took them. */
export const GET = staffEndpoint(async ({ locals }, staff) => {
  const { csv, count } = await subscribersExport(locals.site.db);
  locals.site.logger.info({ count, staffName: staff.staffName }, "admin: subscribers exported");
  await recordActivityAfter(locals.site, staff, "subscribers-exported", accountsText.activity.subjects.subscribersExport(counted(count)));
  return csvAnswer(csv, `abonnes-newsletter-${calendarDay(new Date())}.csv`);
});
