import { defineMiddleware } from "astro:middleware";
import type { APIContext, MiddlewareNext } from "astro";
import { adminText } from "~/content/admin";
import { accountsText } from "~/content/admin-accounts";
import { errorPages } from "~/content/errors";
import { openWithoutSession, roleMayOpen } from "~/lib/auth/staff-access";
import { markNotIndexed, staffSessionOfRequest } from "~/lib/auth/staff-gate.server";
import { enterBoundary, HttpError, jsonRefusal, leaveBoundary, type Refusal, refusalOfError } from "~/lib/boundary/boundary.server";
import { errorPagePath } from "~/lib/boundary/error-page";
import { takeNotice } from "~/lib/desk/actions.server";
import { logRequestError } from "~/lib/http/log-request-error.server";
import { wantsJson } from "~/lib/http/wants-json";

/**
 * The request boundary (app/lib/boundary/boundary.server.ts) for every page and endpoint Astro serves.
 * The host (server/app.ts) hands over the shared services and the visitor's address in `locals`.
 * A refusal is answered in JSON to our scripts (the API group, an island's form) and with the French error page of its
 * status to people; so is an HttpError a handler throws. Any other error is logged and answered 500.
 * The admin's pages (the route group "admin") answer only a signed-in staff member whose role may open them
 * (app/lib/auth/staff-access.ts), and are never indexed.
 */
export const onRequest = defineMiddleware(async (context, next) => withStatusText(await throughBoundary(context, next)));

/**
 * Astro keeps the reason phrase "OK" on a page that sets another status (« 404 OK » in the browser's
 * console and the logs); without one, Node writes the status's own.
 */
function withStatusText(response: Response): Response {
  if (response.status === 200 || response.statusText !== "OK") return response;
  return new Response(response.body, { status: response.status, headers: response.headers });
}

const throughBoundary = async (context: APIContext, next: MiddlewareNext): Promise<Response> => {
  const { locals } = context;
  // The error page itself, rendered for a refusal below: already inside the boundary.
  if (locals.refusal && context.url.pathname === errorPagePath) return next();

  const entry = await enterBoundary(context.request, locals.site, locals.clientAddress);
  const group = entry.refusal ? entry.group : entry.scope.group;
  const refused = (refusal: Refusal) => {
    if (group.answers === "json" || wantsJson(context.request)) return jsonRefusal(refusal);
    locals.refusal = refusal;
    // Asked for with GET: a post's body is already read, and Astro cannot rewrite a request whose body is gone.
    return context.rewrite(new Request(new URL(errorPagePath, context.url), { headers: context.request.headers }));
  };
  if (entry.refusal) return refused(entry.refusal);
  locals.scope = entry.scope;
  const admin = group.name === "admin";
  if (admin) {
    locals.staff = await staffSessionOfRequest(entry.scope);
    // The editor's scripts hear that the session ended; a person gets the French 401 page, except on the
    // addresses that work without a session (/admin itself is then the sign-in form).
    const path = context.url.pathname;
    if (!locals.staff && !openWithoutSession(path))
      return refused({ status: 401, message: group.answers === "json" ? adminText.sessionExpired : errorPages[401].message });
    if (locals.staff && !roleMayOpen(locals.staff.role, path)) return refused({ status: 403, message: accountsText.forbidden });
    // Taken here, before the page streams (a cookie cleared while the layout renders would never be sent),
    // and only by a page: the API's requests (a thumbnail, an export) leave it to the page it is meant for.
    if (context.request.method === "GET" && group.answers === "page") locals.adminNotice = await takeNotice(entry.scope, locals.staff);
  }

  let answer: Response;
  try {
    answer = await next();
    if (admin) {
      // A redirect's headers are immutable: the answer is copied first.
      answer = new Response(answer.body, answer);
      markNotIndexed(answer.headers);
    }
  } catch (error) {
    if (error instanceof HttpError) return refused(refusalOfError(error));
    if (context.request.signal.aborted) throw error;
    locals.site.databaseAvailability.report(error);
    logRequestError(locals.site.logger, error, context.request);
    const left = await leaveBoundary(entry.scope, new Response(null, { status: 500 }));
    return refused(left instanceof Response ? { status: 500, message: "" } : left);
  }
  const left = await leaveBoundary(entry.scope, answer);
  return left instanceof Response ? left : refused(left);
};
