import { refusalText } from "~/content/errors";
import { sharedCaching } from "~/lib/http/shared-caching";
import type { SiteServices } from "./context.server";
import { type CookieJar, createCookieJar } from "./cookies.server";
import { isCrossSiteRequest } from "./cross-site.server";
import { HttpError } from "./http-error";
import type { RateLimitResult } from "./rate-limit.server";
import { type ReceivedBody, readBoundedBody } from "./request-body.server";
import { pathOf, type RouteGroup } from "./route-groups.server";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const noBody: ReceivedBody = { bytes: new Uint8Array(), contentType: "" };

/**
 * Everything a page, an endpoint or an action of one request may use, handed over by the request
 * boundary: the shared services, the visitor's address, the request's cookies (signed) and, for a
 * state-changing request, its body, already read within the route group's limit.
 */
export interface RequestScope {
  request: Request;
  site: SiteServices;
  /** The visitor's address: the socket's, or the one the trusted proxies report (TRUST_PROXY). */
  clientAddress: string | undefined;
  cookies: CookieJar;
  group: RouteGroup;
  body: ReceivedBody;
}

/** Why the boundary stops a request, and how it says so (JSON for the API, the French error page for people). */
export interface Refusal {
  status: number;
  message: string;
  retryAfter?: string;
  /** The methods the address takes, with a 405. */
  allow?: string;
}

export type BoundaryEntry = { scope: RequestScope; refusal?: undefined } | { refusal: Refusal; group: RouteGroup; scope?: undefined };

/** The database cannot be reached: a quick 503 rather than a slow failure. */
const unavailable: Refusal = { status: 503, message: refusalText.unavailable, retryAfter: "5" };
/** The database would not keep a write (a full disk, read-only, its file gone): nothing is acknowledged that is not stored. */
const cannotStore: Refusal = { status: 503, message: refusalText.cannotStore, retryAfter: "60" };

/**
 * The 503 of the database's state, if it has one: unreachable (every request), or not keeping writes (a request that
 * failed because of it, or a write). /healthz says it itself.
 */
export function refusalOfDatabase(site: SiteServices, request: Request): Refusal | undefined {
  if (pathOf(request) === "/healthz") return undefined;
  if (site.databaseAvailability.isDown()) return unavailable;
  return site.databaseAvailability.writeTrouble() ? cannotStore : undefined;
}

/**
 * The request boundary's way in, entered by Astro's middleware (app/middleware.ts) for every page and
 * endpoint, with the route group of the route Astro matched:
 * - while the database cannot be reached, everything but /healthz is refused 503 at once;
 * - a state-changing request must come from our own pages (cross-site refusal), is refused 503 while the database
 *   would not keep it (a full disk, read-only, its SQLite file deleted or replaced), and must stay within its route
 *   group's rate limit and body size (route-groups.server.ts); the body is read here, once, so no
 *   handler can read an unbounded body.
 * A failure of the database on the way (the rate limit's count) is a 503 when it says the database is unreachable or
 * keeps no writes; any other error is thrown, for the middleware to answer 500.
 */
export async function enterBoundary(
  request: Request,
  site: SiteServices,
  clientAddress: string | undefined,
  group: RouteGroup,
): Promise<BoundaryEntry> {
  const path = pathOf(request);
  const refuse = (refusal: Refusal): BoundaryEntry => ({ refusal, group });
  // /healthz asks the database itself and says it is unreachable.
  if (site.databaseAvailability.isDown() && path !== "/healthz") return refuse(unavailable);

  let body = noBody;
  if (!safeMethods.has(request.method)) {
    if (isCrossSiteRequest(request, site.config.SITE_URL)) return refuse({ status: 403, message: refusalText.crossSite });
    // Before anything is written (the rate limit's count is a write too).
    if (site.databaseAvailability.writeTrouble()) return refuse(cannotStore);
    let limit: RateLimitResult;
    try {
      limit = await site.rateLimits.hit(`${group.name}:${clientAddress ?? "unknown"}`, group.writesPerMinute(site.config), 60_000);
    } catch (error) {
      site.databaseAvailability.report(error);
      const refusal = refusalOfDatabase(site, request);
      if (refusal) return refuse(refusal);
      throw error;
    }
    if (!limit.allowed) return refuse({ status: 429, message: refusalText.tooMany, retryAfter: String(limit.retryAfterSeconds) });
    const bytes = await readBoundedBody(request, group.maxBodyBytes);
    if (!bytes) return refuse({ status: 413, message: refusalText.tooLarge });
    body = { bytes, contentType: request.headers.get("content-type") ?? "" };
  }
  const cookies = createCookieJar(site.cookies, request.headers.get("cookie"));
  return { scope: { request, site, clientAddress, cookies, group, body } };
}

/**
 * The request boundary's way out: the answer gets the cookies set on the way and, unless the route
 * chose its own caching, a Cache-Control: a few seconds in a shared cache (nginx's micro-cache) for an
 * anonymous public page, `private, no-store` for anything else. The request that found the database
 * gone, or unable to keep its write (its error was reported on the way), is refused 503 instead.
 */
export async function leaveBoundary(scope: RequestScope, answer: Response): Promise<Response | Refusal> {
  const { site, request, cookies, group } = scope;
  const refusal = answer.status >= 500 ? refusalOfDatabase(site, request) : undefined;
  if (refusal) return refusal;
  const setCookies = await cookies.setCookieHeaders();
  const routeCaching = answer.headers.get("cache-control");
  if (setCookies.length === 0 && routeCaching) return answer;
  // Some answers (redirects made by Response.redirect) have immutable headers: copy them first.
  const response = new Response(answer.body, answer);
  for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
  const shared = setCookies.length === 0 && isSharedPage(request, response, group, cookies);
  const seconds = site.config.PUBLIC_PAGE_CACHE_SECONDS;
  const caching = shared && seconds > 0 ? sharedCaching(seconds) : "private, no-store";
  // no-transform (a stream's) stays: it keeps the compression middleware and proxies off the stream.
  response.headers.set("cache-control", routeCaching?.includes("no-transform") ? `${caching}, no-transform` : caching);
  // A page is rendered light for a browser that sends Save-Data: on (app/lib/data-saver.ts).
  if (group.name === "pages") response.headers.append("vary", "Save-Data");
  return response;
}

/**
 * A page every anonymous visitor gets the same (for the same currency and consent cookies, which the
 * shared cache keys on): a successful GET of a public page, setting no cookie, for someone who is
 * not signed in as staff (so the staff see what they publish at once). Anything else is private.
 */
function isSharedPage(request: Request, response: Response, group: RouteGroup, jar: CookieJar): boolean {
  return (request.method === "GET" || request.method === "HEAD") && response.status === 200 && group.name === "pages" && !jar.sent("staff");
}

/** What a handler's HttpError (a bad body, a missing record...) means for the visitor. */
export function refusalOfError(error: HttpError): Refusal {
  return { status: error.status, message: error.message, ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) };
}

/** The answer of a refusal to a script of ours (the API group): its French message as JSON, never cached. */
export function jsonRefusal(refusal: Refusal): Response {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (refusal.retryAfter) headers["retry-after"] = refusal.retryAfter;
  if (refusal.allow) headers.allow = refusal.allow;
  return Response.json({ error: refusal.message }, { status: refusal.status, headers });
}

export { HttpError };
