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
 * An analytics event, whatever routes it (POST /api/ga4/event): validates and stores the event, then queues it
 * for GA4 (bounded queue): the visitor never waits on Google. Only the site's own events,
 * with their own parameters within their bounds, are taken (event-schema.ts); the request boundary
 * has already applied the events' own rate limit and their 2 KB body limit (route-groups.server.ts).
 *
 * Consent is the server's to check, not only the page's (decision D8): a request whose consent
 * cookie does not say 'Accepter' (none, 'Refuser', or a value that is not one of the two) is refused
 * before its body is even looked at, so a stale tab, a cached script or a hand-made request can
 * neither store nor forward anything.
 */
async function takeAnalyticsEvent(
  { db, analytics, config }: Pick<SiteServices, "db" | "analytics" | "config">,
  { consent, body, clientAddress }: ReceivedAnalyticsEvent,
): Promise<AnalyticsEventTaken> {
  if (consent !== "accepted") return { refused: "no-consent" };
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return { refused: "invalid" };
  const visitorKey = analyticsVisitorKey(config.SESSION_SECRET, clientAddress ?? "unknown");
  const eventId = await recordAnalyticsEvent(db, parsed.data, { visitorKey });
  analytics.enqueue(eventId, parsed.data);
  return { stored: true };
}

/** What became of an event: stored, or refused without consent or as not one of ours. */
export type AnalyticsEventTaken = { stored: true } | { refused: "no-consent" | "invalid" };

/** An event behind the request boundary: the consent cookie, the body and the address, from the request's scope. */
export async function receiveAnalyticsEvent({ cookies, body, site, clientAddress }: RequestScope): Promise<AnalyticsEventTaken> {
  const consent = await cookies.get("consent");
  // The body is only read once consent is known: without it, an invalid body is refused for the consent.
  return takeAnalyticsEvent(site, { consent, body: consent === "accepted" ? jsonOf(body) : undefined, clientAddress });
}
