import type { APIContext } from "astro";
import type { Kysely } from "kysely";
import pino from "pino";
import { createAnalyticsForwarder } from "~/lib/analytics/forward-queue.server";
import type { StaffSession } from "~/lib/auth/staff-session.server";
import { createArticleSanitizer } from "~/lib/blog/article-sanitizer.server";
import { createStatsEvents } from "~/lib/blog/stats-events.server";
import { statsStreamSlots } from "~/lib/blog/stream-slots.server";
import { enterBoundary, HttpError, jsonRefusal, leaveBoundary, type RequestScope, refusalOfError } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { createSiteCookies } from "~/lib/boundary/cookies.server";
import { memoryRateLimitStore } from "~/lib/boundary/rate-limit.server";
import { parseConfig } from "~/lib/config.server";
import { watchDatabaseAvailability } from "~/lib/db/availability.server";
import type { Engine } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { createProxyNotice } from "~/lib/http/proxy-notice.server";

/** A logger that writes nothing (tests read what they need from the database or the answer). */
export const silentLogger = pino({ level: "silent" });

/** The services start-up would build, on the given database and settings (`env` as in process.env). */
export function testServices(
  db: Kysely<Database>,
  { env = {}, engine = "sqlite" }: { env?: Record<string, string>; engine?: Engine } = {},
) {
  const config = parseConfig({ SITE_URL: "http://localhost:3000", ...env });
  const services: SiteServices = {
    config,
    db,
    engine,
    databaseAvailability: watchDatabaseAvailability(db, { logger: silentLogger }),
    logger: silentLogger,
    cookies: createSiteCookies(config),
    rateLimits: memoryRateLimitStore(),
    analytics: createAnalyticsForwarder({
      db,
      settings: { measurementId: config.GA4_MEASUREMENT_ID, apiSecret: config.GA4_API_SECRET, endpoint: config.GA4_ENDPOINT },
      logger: silentLogger,
    }),
    statsStreams: statsStreamSlots(config),
    statsEvents: createStatsEvents({ logger: silentLogger }),
    articleSanitizer: createArticleSanitizer(),
    proxyNotice: createProxyNotice(),
  };
  return services;
}

/**
 * Runs `handler` (an Astro endpoint or a page's server side) behind the real request boundary, as
 * app/middleware.ts does: a refusal, or an HttpError the handler throws, is answered with its status
 * (JSON for the API; where the site would render its French page, the refusal's message as plain text,
 * with the headers app/pages/erreur.astro gives: no-store and any Retry-After).
 */
export async function throughAstroBoundary(
  services: SiteServices,
  request: Request,
  handler: (scope: RequestScope) => Promise<Response> | Response,
  { clientAddress = "203.0.113.10" }: { clientAddress?: string } = {},
): Promise<Response> {
  const entry = await enterBoundary(request, services, clientAddress);
  const group = entry.refusal ? entry.group : entry.scope.group;
  const refused = (refusal: Parameters<typeof jsonRefusal>[0]) =>
    group.answers === "json"
      ? jsonRefusal(refusal)
      : new Response(refusal.message, {
          status: refusal.status,
          headers: { "cache-control": "no-store", ...(refusal.retryAfter ? { "retry-after": refusal.retryAfter } : {}) },
        });
  if (entry.refusal) return refused(entry.refusal);
  let answer: Response;
  try {
    answer = await handler(entry.scope);
  } catch (error) {
    if (error instanceof HttpError) return refused(refusalOfError(error));
    throw error;
  }
  const left = await leaveBoundary(entry.scope, answer);
  return left instanceof Response ? left : refused(left);
}

/**
 * Calls an Astro endpoint behind the request boundary, with the locals the host and the middleware give it
 * (`staff`: the signed-in staff member app/middleware.ts would find for an admin address).
 */
export function callEndpoint(
  services: SiteServices,
  request: Request,
  endpoint: (context: APIContext) => Response | Promise<Response>,
  { params = {}, clientAddress, staff }: { params?: Record<string, string>; clientAddress?: string; staff?: StaffSession } = {},
): Promise<Response> {
  return throughAstroBoundary(
    services,
    request,
    (scope) =>
      endpoint({
        request,
        params,
        url: new URL(request.url),
        locals: { site: services, clientAddress: scope.clientAddress, scope, ...(staff ? { staff } : {}) },
      } as unknown as APIContext),
    clientAddress === undefined ? {} : { clientAddress },
  );
}

/** Runs `handler` with the scope the request boundary gives the request (as app/middleware.ts does); its result. */
export async function withScope<Result>(
  services: SiteServices,
  request: Request,
  handler: (scope: RequestScope) => Promise<Result> | Result,
  options: { clientAddress?: string } = {},
): Promise<Result> {
  let result: Result | undefined;
  let ran = false;
  const answer = await throughAstroBoundary(
    services,
    request,
    async (scope) => {
      result = await handler(scope);
      ran = true;
      return new Response(null, { status: 204 });
    },
    options,
  );
  if (!ran) throw new Error(`the request boundary refused the request: ${answer.status} ${await answer.text()}`);
  return result as Result;
}
