import type { APIRoute } from "astro";
import { receiveAnalyticsEvent } from "~/lib/analytics/receive.server";

/** A consenting visitor's analytics event, stored then forwarded to GA4. */
export const POST: APIRoute = ({ locals }) => receiveAnalyticsEvent(locals.scope);
