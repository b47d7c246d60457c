import { services } from "~/lib/boundary/context.server";
import { csvAnswer } from "~/lib/boundary/responses.server";
import { subscribersCsv } from "~/lib/desk/subscribers.server";
import { calendarDay } from "~/lib/format/date";
import type { Route } from "./+types/subscribers-export";

/** GET /admin/api/export/abonnes: the active subscribers, as CSV ready for a mailing tool. */
export async function loader({ context }: Route.LoaderArgs) {
  return csvAnswer(await subscribersCsv(services(context).db), `abonnes-newsletter-${calendarDay(new Date())}.csv`);
}
