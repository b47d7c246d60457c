import { createContext, data, type MiddlewareFunction } from "react-router";
import { adminText } from "~/content/admin";
import { errorPages } from "~/content/errors";
import type { RequestScope } from "../boundary/boundary.server";
import { cookieJar, type RequestContext, services } from "../boundary/context.server";
import { pathOf } from "../boundary/route-groups.server";
import { findStaffSession, type StaffSession, staffPasswordFingerprint } from "./staff-session.server";

/** The staff member's session, set by the staff gate for every /admin request (null when signed out). */
export const staffContext = createContext<StaffSession | null>(null);

export function staffSessionOf(context: RequestContext): StaffSession | null {
  return context.get(staffContext);
}

/** The login page's own path: the only /admin address answered without a session. */
export const loginPath = "/admin";

/** The staff session of a request's `kh_admin` cookie, if it is still open (the same for Astro's admin pages and React Router's). */
export async function staffSessionOfRequest({ cookies, site }: Pick<RequestScope, "cookies" | "site">): Promise<StaffSession | undefined> {
  const token = await cookies.get("staff", { acceptUnsigned: false });
  return token ? await findStaffSession(site.db, token, staffPasswordFingerprint(site.config)) : undefined;
}

/** Every admin answer says so: never indexed. */
export function markNotIndexed(headers: Headers): void {
  headers.set("X-Robots-Tag", "noindex, nofollow");
}

/**
 * The middleware of the /admin layout route, so of every admin page, action and API, including
 * those added later: without a valid session nothing but the login page answers. The API gets a
 * 401 in JSON, a page the 401 error page. Admin answers are never indexed.
 */
export const staffGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await staffSessionOfRequest({ cookies: cookieJar(context), site: services(context) });
  context.set(staffContext, session ?? null);
  const path = pathOf(request);
  if (!session && path !== loginPath) {
    if (path.startsWith("/admin/api/")) {
      const refusal = Response.json({ error: adminText.sessionExpired }, { status: 401 });
      markNotIndexed(refusal.headers);
      return refusal;
    }
    // A page gets the 401 page; a resource route (the logout) the same words as JSON.
    throw data({ message: errorPages[401].message }, { status: 401 });
  }
  const response = await next();
  markNotIndexed(response.headers);
  return response;
};

/** For the /admin route's own actions: the session, or a 401. */
export function requireStaff(context: RequestContext): StaffSession {
  const session = staffSessionOf(context);
  if (!session) throw data({ error: adminText.sessionExpired }, { status: 401 });
  return session;
}
