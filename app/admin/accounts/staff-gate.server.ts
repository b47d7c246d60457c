import type { APIContext, APIRoute } from "astro";
import { accountsText } from "~/content/admin/accounts";
import { adminText } from "~/content/admin/shell";
import { HttpError, type Refusal, type RequestScope } from "~/lib/boundary/boundary.server";
import { type Route, roleMayOpen, routeOf } from "~/lib/boundary/routes";
import { findStaffSession, type StaffSession } from "./staff-session.server";

/** The staff session of a request's `kh_admin` cookie, if it is still open (app/middleware.ts asks it for every admin request). */
export async function staffSessionOfRequest({ cookies, site }: Pick<RequestScope, "cookies" | "site">): Promise<StaffSession | undefined> {
  const token = await cookies.get("staff", { acceptUnsigned: false });
  return token ? await findStaffSession(site.db, token) : undefined;
}

/** Every admin answer says so: never indexed. */
export function markNotIndexed(headers: Headers): void {
  headers.set("X-Robots-Tag", "noindex, nofollow");
}

/**
 * What a route says to a request it does not serve (app/lib/boundary/routes.ts): nothing to everyone's routes;
 * 401 without a session (the sign-in for a person, « session expirée » for the editor's scripts); 403 in French to
 * a role the route's audience leaves out. An unknown route is refused to everyone but a session's 401 first.
 */
export function staffRefusal(route: Route | undefined, staff: StaffSession | undefined): Refusal | undefined {
  if (route?.audience === "everyone") return undefined;
  if (!staff) return { status: 401, message: adminText.sessionExpired };
  if (!route || !roleMayOpen(staff.role, route.audience)) return { status: 403, message: accountsText.forbidden };
  return undefined;
}

/** What a staff page or endpoint reads of its request: Astro's context, or `Astro` in a page. */
export type StaffHandlerContext = Pick<APIContext, "locals" | "routePattern">;

/** The session of the request: the one app/middleware.ts found, or, where it looked for none, looked up now. */
export async function staffOfRequest({ locals }: StaffHandlerContext): Promise<StaffSession | undefined> {
  return locals.staff ?? (locals.scope ? await staffSessionOfRequest(locals.scope) : undefined);
}

/**
 * The staff member a page or endpoint acts for, asked by the handler itself before it reads or writes anything:
 * the middleware has refused whoever its route leaves out, and this asks again where the data is, so that a route
 * the gate missed (a spelling, a file without its line) still gives nothing. Throws the French 401 or 403.
 */
export async function staffFor(context: StaffHandlerContext): Promise<StaffSession> {
  const staff = await staffOfRequest(context);
  const route = routeOf(context.routePattern);
  // A page of everyone's (the sign-in) that acts for a staff member still wants one.
  const refusal = staffRefusal(route?.audience === "everyone" ? { ...route, audience: "staff" } : route, staff);
  if (refusal || !staff) throw new HttpError(refusal?.status ?? 401, refusal?.message ?? adminText.sessionExpired);
  return staff;
}

/** An endpoint that acts for a staff member: `handler` runs only once staffFor() has found one its route allows. */
export function staffEndpoint(handler: (context: APIContext, staff: StaffSession) => Promise<Response> | Response): APIRoute {
  return async (context) => handler(context, await staffFor(context));
}
