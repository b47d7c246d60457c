import { type RequestContext, services } from "../boundary/context.server";
import { readJson } from "../boundary/request-body.server";
import { analyticsEventSchema } from "./event-schema";
import { recordAnalyticsEvent } from "./events.server";

/**
 * POST /api/ga4/event: validates and stores the event, answers, then queues it for GA4 (bounded
 * queue): the visitor never waits on Google. The body was read by the request boundary, within
 * the API's size limit, whatever its framing.
 */
export async function receiveAnalyticsEvent(context: RequestContext): Promise<Response> {
  const parsed = analyticsEventSchema.safeParse(readJson(context));
  if (!parsed.success) return Response.json({ error: "Événement invalide" }, { status: 400 });
  const { db, analytics } = services(context);
  const eventId = await recordAnalyticsEvent(db, parsed.data);
  analytics.enqueue(eventId, parsed.data);
  return new Response(null, { status: 204 });
}
