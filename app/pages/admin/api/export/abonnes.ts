import type { APIRoute } from "astro";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { subscribersCsv } from "~/lib/desk/subscribers.server";

/** GET /admin/api/export/abonnes: the active subscribers, as CSV ready for a mailing tool. */
export const GET: APIRoute = async ({ locals }) =>
  csvAnswer(await subscribersCsv(locals.site.db), `abonnes-newsletter-${new Date().toISOString().slice(0, 10)}.csv`);
