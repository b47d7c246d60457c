import type { APIContext, MiddlewareHandler, MiddlewareNext } from "astro";
import { markNotIndexed, staffRefusal, staffSessionOfRequest } from "~/admin/accounts/staff-gate.server";
import { takeNotice } from "~/admin/desk/actions.server";
import { errorPages, refusalText } from "~/content/errors";
import {
  enterBoundary,
  HttpError,
  jsonRefusal,
  leaveBoundary,
  type Refusal,
  refusalOfDatabase,
  refusalOfError,
} from "~/lib/boundary/boundary.server";
import { errorPagePath } from "~/lib/boundary/error-page";
import { routeGroupOf } from "~/lib/boundary/route-groups.server";
import { isStaffArea, type Method, routeOf } from "~/lib/boundary/routes";
import { logRequestError } from "~/lib/http/log-request-error.server";
import { withThePageScriptsOnly } from "~/lib/http/page-script-policy.server";
import { wantsJson } from "~/lib/http/wants-json";

/**
 * The request boundary (app/lib/boundary/boundary.server.ts) for every page and endpoint Astro serves, decided
 * on the route Astro matched (`context.routePattern`, app/lib/boundary/routes.ts), never on the address as it was
 * written: a route the site does not list answers 404; under /admin a route answers only a signed-in staff member
 * whose role its audience includes (each staff handler then asks again for itself: app/admin/accounts/staff-gate.server.ts);
 * a method the route does not take gets 405 with Allow. The host (server/app.ts) hands over the shared services
 * and the visitor's address in `locals`, having already sent other spellings of an address to its plain one.
 *
 * A refusal is answered in JSON to our scripts (the API groups, an island's form) and with the French error page
 * of its status to people; so is an HttpError a handler throws. Any other error is logged and answered 500 (503 when
 * the database is gone or keeps no writes): pages are rendered whole before they are sent (astro.config.ts), so a
 * failed render is never a 200. A page's policy then lists only the hashes of the scripts it carries
 * (app/lib/http/page-script-policy.server.ts).
 *
 * Exported for the tests, which run every request of theirs through it.
 */
export async function handleRequest(context: APIContext, next: MiddlewareNext): Promise<Response> {
  return withStatusText(await withThePageScriptsOnly(await throughBoundary(context, next)));
}

export const onRequest: MiddlewareHandler = handleRequest;

/**
 * Astro keeps the reason phrase "OK" on a page that sets another status (« 404 OK » in the browser's
 * console and the logs); without one, Node writes the status's own.
 */
function withStatusText(response: Response): Response {
  if (response.status === 200 || response.statusText !== "OK") return response;
  return new Response(response.body, { status: response.status, headers: response.headers });
}

const throughBoundary = async (context: APIContext, next: MiddlewareNext): Promise<Response> => {
  const { locals, request } = context;
  // The error page itself, rendered for a refusal below: already inside the boundary.
  if (locals.refusal && context.routePattern === errorPagePath) return next();

  const route = routeOf(context.routePattern);
  const group = routeGroupOf(context.routePattern);
  locals.route = route;
  const refused = (refusal: Refusal) => {
    if (group.answers === "json" || wantsJson(request)) return jsonRefusal(refusal);
    locals.refusal = refusal;
    // Asked for with GET: a post's body is already read, and Astro cannot rewrite a request whose body is gone.
    // The query goes along: the sign-in it may show brings the person back to the address with it (a list's ?statut=).
    return context.rewrite(new Request(new URL(`${errorPagePath}${context.url.search}`, context.url), { headers: request.headers }));
  };
  if (!route) return refused({ status: 404, message: errorPages[404].message });

  // Nothing thrown on the way may leave the middleware: Astro would answer it with its own error route, which is the
  // catch-all page here, rendered without the boundary's scope (issue 37: a full disk's 404s, cut mid-answer).
  try {
    const entry = await enterBoundary(request, locals.site, locals.clientAddress, group);
    if (entry.refusal) return refused(entry.refusal);
    locals.scope = entry.scope;
    const staffArea = isStaffArea(route.pattern);
    if (staffArea) locals.staff = await staffSessionOfRequest(entry.scope);
    // A route for staff answers nobody else: the editor's scripts hear that the session ended, a person gets the
    // sign-in (app/pages/erreur.astro), a writer the French 403.
    const staffRefused = staffRefusal(route, locals.staff);
    if (staffRefused) return refused(staffRefused);
    // Asked after the session, so that a stranger learns nothing of the staff's addresses from their methods.
    if (!route.methods.includes(request.method as Method)) {
      return refused({ status: 405, message: refusalText.methodNotAllowed, allow: route.methods.join(", ") });
    }
    // Taken here, before the page renders, and only by a page: the API's requests (a thumbnail, an export) leave it
    // to the page it is meant for.
    if (staffArea && locals.staff && request.method === "GET" && group.answers === "page") {
      locals.adminNotice = await takeNotice(entry.scope, locals.staff);
    }

    let answer = await next();
    if (staffArea) {
      // A redirect's headers are immutable: the answer is copied first.
      answer = new Response(answer.body, answer);
      markNotIndexed(answer.headers);
    }
    const left = await leaveBoundary(entry.scope, answer);
    return left instanceof Response ? left : refused(left);
  } catch (error) {
    if (error instanceof HttpError) return refused(refusalOfError(error));
    if (request.signal.aborted) throw error;
    locals.site.databaseAvailability.report(error);
    logRequestError(locals.site.logger, error, request);
    // The 503 of a database that is gone or keeps no writes, else the French 500.
    return refused(refusalOfDatabase(locals.site, request) ?? { status: 500, message: "" });
  }
};
