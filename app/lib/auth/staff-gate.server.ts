import type { RequestScope } from "../boundary/boundary.server";
import { findStaffSession, type StaffSession } from "./staff-session.server";

/** The login page's own path. */
export const loginPath = "/admin";

/** The staff session of a request's `kh_admin` cookie, if it is still open (app/middleware.ts asks it for every admin request). */
export async function staffSessionOfRequest({ cookies, site }: Pick<RequestScope, "cookies" | "site">): Promise<StaffSession | undefined> {
  const token = await cookies.get("staff", { acceptUnsigned: false });
  return token ? await findStaffSession(site.db, token) : undefined;
}

/** Every admin answer says so: never indexed. */
export function markNotIndexed(headers: Headers): void {
  headers.set("X-Robots-Tag", "noindex, nofollow");
}
