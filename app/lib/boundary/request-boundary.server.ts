import { data, type MiddlewareFunction } from "react-router";
import { refusalText } from "~/content/errors";
import { sharedCaching } from "~/lib/http/shared-caching";
import { cookieJarContext, requestInfo, services } from "./context.server";
import { type CookieJar, createCookieJar } from "./cookies.server";
import { isCrossSiteRequest } from "./cross-site.server";
import { readBoundedBody, receivedBodyContext } from "./request-body.server";
import { pathOf, type RouteGroup, routeGroupOf } from "./route-groups.server";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Stops the request with `status`: the message as JSON for the API, the error page for pages. */
function refuse(group: RouteGroup, status: number, message: string, headers: Record<string, string> = {}): never {
  const init = { status, headers: { "cache-control": "no-store", ...headers } };
  // React Router drops the headers of what a middleware throws when it renders the error page:
  // the page's data carries the Retry-After, which entry.server.tsx puts back.
  const retryAfter = headers["retry-after"];
  throw data(group.answers === "json" ? { error: message } : { message, ...(retryAfter ? { retryAfter } : {}) }, init);
}

/** The database cannot be reached: a quick 503 rather than a slow failure. */
function unavailable(group: RouteGroup): never {
  refuse(group, 503, refusalText.unavailable, { "retry-after": "5" });
}

/**
 * The one request boundary (root middleware): every loader, action and resource route runs behind it.
 * - It gives the request its cookie jar (signed cookies, app/lib/boundary/cookies.server.ts).
 * - A state-changing request must come from our own pages, within its route group's rate limit and
 *   body size (route-groups.server.ts); the body is read here, once, and actions take it from the
 *   context (readForm, readJson), so no handler can read an unbounded body.
 * - The answer gets the cookies set on the way and, unless a route chose its own caching, a
 *   Cache-Control: a few seconds in a shared cache (nginx's micro-cache) for an anonymous public
 *   page, `private, no-store` for anything else.
 * - While the database cannot be reached, everything but /healthz is answered 503 at once.
 */
export const requestBoundary: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const site = services(context);
  const jar = createCookieJar(site.cookies, request.headers.get("cookie"));
  context.set(cookieJarContext, jar);
  const path = pathOf(request);
  const group = routeGroupOf(path);
  const database = site.databaseAvailability;
  // /healthz asks the database itself and says it is unreachable.
  const refusedWhileDown = () => database.isDown() && path !== "/healthz";
  if (refusedWhileDown()) unavailable(group);

  if (!safeMethods.has(request.method)) {
    if (isCrossSiteRequest(request, site.config.SITE_URL)) refuse(group, 403, refusalText.crossSite);
    const address = requestInfo(context).clientAddress ?? "unknown";
    const limit = await site.rateLimits
      .hit(`${group.name}:${address}`, group.writesPerMinute(site.config), 60_000)
      .catch((error: unknown) => {
        database.report(error);
        throw error;
      });
    if (!limit.allowed) refuse(group, 429, refusalText.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
    const bytes = await readBoundedBody(request, group.maxBodyBytes);
    if (!bytes) refuse(group, 413, refusalText.tooLarge);
    context.set(receivedBodyContext, { bytes, contentType: request.headers.get("content-type") ?? "" });
  }

  let response = await next();
  // The request that found the database gone (its error was reported on the way) gets the 503 page too.
  if (response.status >= 500 && refusedWhileDown()) unavailable(group);
  const cookies = await jar.setCookieHeaders();
  const routeCaching = response.headers.get("cache-control");
  if (cookies.length > 0 || !routeCaching) {
    // Some answers (redirects made by Response.redirect) have immutable headers: copy them first.
    response = new Response(response.body, response);
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    const shared = cookies.length === 0 && isSharedPage(request, response, group, jar);
    const seconds = site.config.PUBLIC_PAGE_CACHE_SECONDS;
    const caching = shared && seconds > 0 ? sharedCaching(seconds) : "private, no-store";
    // no-transform (a stream's) stays: it keeps the compression middleware and proxies off the stream.
    response.headers.set("cache-control", routeCaching?.includes("no-transform") ? `${caching}, no-transform` : caching);
    // A page is rendered light for a browser that sends Save-Data: on (app/lib/data-saver.ts).
    if (group.name === "pages") response.headers.append("vary", "Save-Data");
  }
  return response;
};

/**
 * A page every anonymous visitor gets the same (for the same currency and consent cookies, which the
 * shared cache keys on): a successful GET of a public page, setting no cookie, for someone who is
 * not signed in as staff (so the staff see what they publish at once). Anything else is private.
 */
function isSharedPage(request: Request, response: Response, group: RouteGroup, jar: CookieJar): boolean {
  return (request.method === "GET" || request.method === "HEAD") && response.status === 200 && group.name === "pages" && !jar.sent("staff");
}
