import { analyticsRefusalText } from "~/content/errors";
import type { RequestScope } from "../boundary/boundary.server";
import type { SiteServices } from "../boundary/context.server";
import { jsonOf } from "../boundary/request-body.server";
import type { Consent } from "../preferences";
import { analyticsEventSchema } from "./event-schema";
import { recordAnalyticsEvent } from "./events.server";
import { analyticsVisitorKey } from "./visitor-key.server";

export interface ReceivedAnalyticsEvent {
  /** The visitor's answer to the cookie banner, from the signed consent cookie (undefined without one). */
  consent: Consent | undefined;
  /** The JSON body, as read within the route group's size limit. */
  body: unknown;
  /** The visitor's address (the request boundary's), for the Audience's count of visitors. */
  clientAddress: string | undefined;
}

/**
 * POST /api/ga4/event, whatever framework routes it: validates and stores the event, answers, then
 * queues it for GA4 (bounded queue): the visitor never waits on Google. Only the site's own events,
 * with their own parameters within their bounds, are taken (event-schema.ts); the request boundary
 * has already applied the events' own rate limit and their 2 KB body limit (route-groups.server.ts).
 *
 * Consent is the server's to check, not only the page's (decision D8): a request whose consent
 * cookie does not say 'Accepter' (none, 'Refuser', or a value that is not one of the two) is refused with 403
 * before its body is even looked at, so a stale tab, a cached script or a hand-made request can
 * neither store nor forward anything. 403 rather than a silent 204: the request is understood and
 * refused, and a page that still measures after a refusal shows up in the logs and the tests.
 */
async function answerAnalyticsEvent(
  { db, analytics, config }: Pick<SiteServices, "db" | "analytics" | "config">,
  { consent, body, clientAddress }: ReceivedAnalyticsEvent,
): Promise<Response> {
  if (consent !== "accepted") {
    return Response.json({ error: analyticsRefusalText.noConsent }, { status: 403 });
  }
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: analyticsRefusalText.invalid }, { status: 400 });
  const visitorKey = analyticsVisitorKey(config.SESSION_SECRET, clientAddress ?? "unknown");
  const eventId = await recordAnalyticsEvent(db, parsed.data, { visitorKey });
  analytics.enqueue(eventId, parsed.data);
  return new Response(null, { status: 204 });
}

/** POST /api/ga4/event behind the request boundary: the consent cookie, the body and the address, from the request's scope. */
export async function receiveAnalyticsEvent({ cookies, body, site, clientAddress }: RequestScope): Promise<Response> {
  const consent = await cookies.get("consent");
  // The body is only read once consent is known: without it, an invalid body is refused for the consent.
  return answerAnalyticsEvent(site, { consent, body: consent === "accepted" ? jsonOf(body) : undefined, clientAddress });
}
