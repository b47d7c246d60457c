import { receiveAnalyticsEvent } from "~/lib/analytics/receive.server";
import type { Route } from "./+types/ga4-event";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  return receiveAnalyticsEvent(request);
}
