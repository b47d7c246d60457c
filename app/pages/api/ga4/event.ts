import type { APIRoute } from "astro";
import { analyticsRefusalText } from "~/content/errors";
import { receiveAnalyticsEvent } from "~/lib/analytics/receive.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/**
 * A page's analytics event. Without 'Accepter' the answer is 403 rather than a silent 204: the request is
 * understood and refused, and a page that still measures after a refusal shows up in the logs and the tests.
 */
export const POST: APIRoute = async ({ locals }) => {
  const event = await receiveAnalyticsEvent(locals.scope);
  if ("stored" in event) return new Response(null, { status: 204 });
  if (event.refused === "no-consent") return jsonAnswer({ error: analyticsRefusalText.noConsent }, 403);
  return jsonAnswer({ error: analyticsRefusalText.invalid }, 400);
};
