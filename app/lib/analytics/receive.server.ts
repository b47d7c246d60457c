import { cookieJar, type RequestContext, services } from "../boundary/context.server";
import { readJson } from "../boundary/request-body.server";
import { analyticsEventSchema } from "./event-schema";
import { recordAnalyticsEvent } from "./events.server";

/**
 * POST /api/ga4/event: validates and stores the event, answers, then queues it for GA4 (bounded
 * queue): the visitor never waits on Google. The body was read by the request boundary, within
 * the API's size limit, whatever its framing.
 *
 * Consent is the server's to check, not only the page's (decision D8): a request whose consent
 * cookie does not say 'Accepter' (none, 'Refuser', or a value that is not one of the two) is refused with 403
 * before its body is even looked at, so a stale tab, a cached script or a hand-made request can
 * neither store nor forward anything. 403 rather than a silent 204: the request is understood and
 * refused, and a page that still measures after a refusal shows up in the logs and the tests.
 */
export async function receiveAnalyticsEvent(context: RequestContext): Promise<Response> {
  if ((await cookieJar(context).get("consent")) !== "accepted") {
    return Response.json({ error: "Mesure d'audience refusée\u00a0: aucun accord enregistré" }, { status: 403 });
  }
  const parsed = analyticsEventSchema.safeParse(readJson(context));
  if (!parsed.success) return Response.json({ error: "Événement invalide" }, { status: 400 });
  const { db, analytics } = services(context);
  const eventId = await recordAnalyticsEvent(db, parsed.data);
  analytics.enqueue(eventId, parsed.data);
  return new Response(null, { status: 204 });
}
