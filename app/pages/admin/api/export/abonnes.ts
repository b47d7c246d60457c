import type { APIRoute } from "astro";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { subscribersCsv } from "~/lib/desk/subscribers.server";
import { calendarDay } from "~/lib/format/date";

/** GET /admin/api/export/abonnes: the active subscribers, as CSV ready for a mailing tool. */
export const GET: APIRoute = async ({ locals }) =>
  csvAnswer(await subscribersCsv(locals.site.db), `abonnes-newsletter-${calendarDay(new Date())}.csv`);
