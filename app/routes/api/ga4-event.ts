import { receiveAnalyticsEvent } from "~/lib/analytics/receive.server";
import { postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/ga4-event";

export const loader = postOnly;

export async function action({ context }: Route.ActionArgs) {
  return receiveAnalyticsEvent(context);
}
