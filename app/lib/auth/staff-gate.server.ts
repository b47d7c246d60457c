import { createContext, data, type MiddlewareFunction } from "react-router";
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
 * The middleware of React Router's /admin layout route (the login and the articles): without a valid
 * session nothing but the login page answers; an unknown admin address gets the 401 page. The rest
 * of /admin is Astro's, gated by app/middleware.ts with the same lookup. Admin answers are never indexed.
 */
export const staffGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await staffSessionOfRequest({ cookies: cookieJar(context), site: services(context) });
  context.set(staffContext, session ?? null);
  if (!session && pathOf(request) !== loginPath) throw data({ message: errorPages[401].message }, { status: 401 });
  const response = await next();
  markNotIndexed(response.headers);
  return response;
};
