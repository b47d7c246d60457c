import { data, type MiddlewareFunction } from "react-router";
import { refusalText } from "~/content/errors";
import { cookieJarContext, requestInfo, services } from "./context.server";
import { createCookieJar } from "./cookies.server";
import { isCrossSiteRequest } from "./cross-site.server";
import { readBoundedBody, receivedBodyContext } from "./request-body.server";
import { pathOf, type RouteGroup, routeGroupOf } from "./route-groups.server";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Stops the request with `status`: the message as JSON for the API, the error page for pages. */
function refuse(group: RouteGroup, status: number, message: string, headers: Record<string, string> = {}): never {
  const init = { status, headers: { "cache-control": "no-store", ...headers } };
  throw data(group.answers === "json" ? { error: message } : { message }, init);
}

/**
 * The one request boundary (root middleware): every loader, action and resource route runs behind it.
 * - It gives the request its cookie jar (signed cookies, app/lib/boundary/cookies.server.ts).
 * - A state-changing request must come from our own pages, within its route group's rate limit and
 *   body size (route-groups.server.ts); the body is read here, once, and actions take it from the
 *   context (readForm, readJson), so no handler can read an unbounded body.
 * - The answer gets the cookies set on the way and, unless a route chose its own caching,
 *   `Cache-Control: private, no-store` (pages vary by cookie and carry a per-request nonce).
 */
export const requestBoundary: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const site = services(context);
  const jar = createCookieJar(site.cookies, request.headers.get("cookie"));
  context.set(cookieJarContext, jar);

  if (!safeMethods.has(request.method)) {
    const group = routeGroupOf(pathOf(request));
    if (isCrossSiteRequest(request, site.config.SITE_URL)) refuse(group, 403, refusalText.crossSite);
    const address = requestInfo(context).clientAddress ?? "unknown";
    const limit = await site.rateLimits.hit(`${group.name}:${address}`, group.writesPerMinute(site.config), 60_000);
    if (!limit.allowed) refuse(group, 429, refusalText.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
    const bytes = await readBoundedBody(request, group.maxBodyBytes);
    if (!bytes) refuse(group, 413, refusalText.tooLarge);
    context.set(receivedBodyContext, { bytes, contentType: request.headers.get("content-type") ?? "" });
  }

  let response = await next();
  const cookies = await jar.setCookieHeaders();
  if (cookies.length > 0 || !response.headers.has("cache-control")) {
    // Some answers (redirects made by Response.redirect) have immutable headers: copy them first.
    response = new Response(response.body, response);
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    if (!response.headers.has("cache-control") || cookies.length > 0) response.headers.set("cache-control", "private, no-store");
  }
  return response;
};
