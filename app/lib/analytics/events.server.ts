import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { newId, nowIso } from "../db/ids";
import type { Database } from "../db/schema";
import type { AnalyticsEvent } from "./event-schema";

export interface Ga4Settings {
  measurementId?: string;
  apiSecret?: string;
  endpoint: string;
}

/** Stores one event; `visitorKey` says who sent it (analyticsVisitorKey), for the Audience's visitor counts. */
export async function recordAnalyticsEvent(
  db: Kysely<Database>,
  event: AnalyticsEvent,
  { visitorKey = null }: { visitorKey?: string | null } = {},
): Promise<string> {
  const id = newId();
  const pageLocation = event.params.page_location;
  let pagePath: string | null = null;
  if (typeof pageLocation === "string") {
    try {
      pagePath = new URL(pageLocation, "http://site.invalid").pathname;
    } catch {
      pagePath = null;
    }
  }
  await db
    .insertInto("analytics_event")
    .values({
      id,
      name: event.eventName,
      client_id: event.clientId,
      params: JSON.stringify(event.params),
      page_path: pagePath,
      visitor_key: visitorKey,
      received_at: nowIso(),
      forwarded_at: null,
      forward_error: null,
    })
    .execute();
  return id;
}

/**
 * Sends one stored event to the GA4 Measurement Protocol when it is
 * configured, and records the outcome. Never throws: analytics failures are
 * logged only.
 */
export async function forwardAnalyticsEvent(
  db: Kysely<Database>,
  eventId: string,
  event: AnalyticsEvent,
  settings: Ga4Settings,
  logger: Pick<Logger, "warn">,
): Promise<"forwarded" | "not-configured" | "failed"> {
  if (!settings.measurementId || !settings.apiSecret) return "not-configured";
  const url = new URL(settings.endpoint);
  url.searchParams.set("measurement_id", settings.measurementId);
  url.searchParams.set("api_secret", settings.apiSecret);
  let error: string | null = null;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: event.clientId, events: [{ name: event.eventName, params: event.params }] }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) error = `HTTP ${response.status}`;
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  try {
    await db
      .updateTable("analytics_event")
      .set((eb) => ({
        forwarded_at: error ? null : nowIso(),
        forward_error: error,
        forward_attempts: eb("forward_attempts", "+", 1),
      }))
      .where("id", "=", eventId)
      .execute();
  } catch (cause) {
    logger.warn({ err: cause, eventId }, "analytics: could not record the forwarding outcome");
  }
  if (error) {
    logger.warn({ eventId, error }, "analytics: GA4 forwarding failed");
    return "failed";
  }
  return "forwarded";
}
