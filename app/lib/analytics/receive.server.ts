import { getConfig } from "../config.server";
import { getDb } from "../db/connection.server";
import { getLogger } from "../logger.server";
import { analyticsEventSchema, maxEventBodyBytes } from "./event-schema";
import { forwardAnalyticsEvent, recordAnalyticsEvent } from "./events.server";

/**
 * POST /api/ga4/event: validates and stores the event, answers, then forwards
 * it to GA4 in the background. The visitor never waits on Google.
 */
export async function receiveAnalyticsEvent(request: Request): Promise<Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxEventBodyBytes) return Response.json({ error: "Requête trop volumineuse" }, { status: 413 });
  const text = await request.text();
  if (Buffer.byteLength(text) > maxEventBodyBytes) return Response.json({ error: "Requête trop volumineuse" }, { status: 413 });

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: "JSON invalide" }, { status: 400 });
  }
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "Événement invalide" }, { status: 400 });

  const db = getDb();
  const logger = getLogger();
  const eventId = await recordAnalyticsEvent(db, parsed.data);
  const config = getConfig();
  void forwardAnalyticsEvent(
    db,
    eventId,
    parsed.data,
    { measurementId: config.GA4_MEASUREMENT_ID, apiSecret: config.GA4_API_SECRET, endpoint: config.GA4_ENDPOINT },
    logger,
  );
  return new Response(null, { status: 204 });
}
