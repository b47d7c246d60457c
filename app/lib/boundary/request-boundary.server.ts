import { data, type MiddlewareFunction } from "react-router";
import { enterBoundary, leaveBoundary, type Refusal } from "./boundary.server";
import { cookieJarContext, requestInfo, services } from "./context.server";
import { receivedBodyContext } from "./request-body.server";
import type { RouteGroup } from "./route-groups.server";

/** Stops the request with the refusal: the message as JSON for the API, the error page for pages. */
function refuse(group: RouteGroup, { status, message, retryAfter }: Refusal): never {
  const init = { status, headers: { "cache-control": "no-store", ...(retryAfter ? { "retry-after": retryAfter } : {}) } };
  // React Router drops the headers of what a middleware throws when it renders the error page:
  // the page's data carries the Retry-After, which entry.server.tsx puts back.
  throw data(group.answers === "json" ? { error: message } : { message, ...(retryAfter ? { retryAfter } : {}) }, init);
}

/**
 * The request boundary (boundary.server.ts) as React Router's root middleware, for the pages it still
 * serves (the admin): every loader, action and resource route runs behind it, and reads the cookie
 * jar and the body it read from the context (readForm, readJson).
 */
export const requestBoundary: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const entry = await enterBoundary(request, services(context), requestInfo(context).clientAddress);
  if (entry.refusal) refuse(entry.group, entry.refusal);
  const { scope } = entry;
  context.set(cookieJarContext, scope.cookies);
  context.set(receivedBodyContext, scope.body);
  const left = await leaveBoundary(scope, await next());
  if (left instanceof Response) return left;
  refuse(scope.group, left);
};
