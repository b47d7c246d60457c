import { redirect } from "react-router";
import { requireStaff } from "~/lib/auth/staff-gate.server";
import { closeEveryStaffSession, closeStaffSession } from "~/lib/auth/staff-session.server";
import { cookieJar, services } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/logout";

export const loader = postOnly;

/**
 * POST /admin/deconnexion: ends the session in the database (every instance) and in the browser;
 * with `partout=1` (« Se déconnecter partout »), every staff session, on every device.
 */
export async function action({ context }: Route.ActionArgs) {
  const session = requireStaff(context);
  const { db, logger } = services(context);
  if ((await readForm(context)).get("partout") === "1") {
    const closed = await closeEveryStaffSession(db);
    logger.info({ closed, staffName: session.staffName }, "admin: every staff session ended");
  } else {
    await closeStaffSession(db, session);
  }
  cookieJar(context).clear("staff");
  return redirect("/admin");
}
