import { adminText } from "~/content/admin";
import { HttpError, type RequestScope } from "../boundary/boundary.server";
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
 * The staff member an admin handler acts for: app/middleware.ts answers 401 before any handler runs
 * without one, so a missing session here is a route outside the admin's group, refused all the same.
 */
export function signedInStaff(locals: Pick<App.Locals, "staff">): StaffSession {
  if (!locals.staff) throw new HttpError(401, adminText.sessionExpired);
  return locals.staff;
}
