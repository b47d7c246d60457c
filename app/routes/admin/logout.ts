import { redirect } from "react-router";
import { requireStaff } from "~/lib/auth/staff-gate.server";
import { closeStaffSession } from "~/lib/auth/staff-session.server";
import { cookieJar, services } from "~/lib/boundary/context.server";
import { postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/logout";

export const loader = postOnly;

/** POST /admin/deconnexion: ends the session in the database (every instance) and in the browser. */
export async function action({ context }: Route.ActionArgs) {
  await closeStaffSession(services(context).db, requireStaff(context));
  cookieJar(context).clear("staff");
  return redirect("/admin");
}
