import type { APIRoute } from "astro";
import { adminAddresses } from "~/lib/admin/addresses";
import { closeEveryStaffSession, closeStaffSession } from "~/lib/auth/staff-session.server";
import { formOf } from "~/lib/boundary/request-body.server";
import { postOnly } from "~/lib/boundary/responses.server";

/**
 * POST /admin/deconnexion: ends the session in the database (every instance) and in the browser;
 * with `partout=1` (« Se déconnecter partout »), every staff session, on every device.
 * The middleware lets only a signed-in staff member reach it.
 */
export const POST: APIRoute = async ({ locals }) => {
  const { site, scope, staff } = locals;
  if ((await formOf(scope.body)).get("partout") === "1") {
    const closed = await closeEveryStaffSession(site.db);
    site.logger.info({ closed, staffName: staff?.staffName }, "admin: every staff session ended");
  } else if (staff) {
    await closeStaffSession(site.db, staff);
  }
  scope.cookies.clear("staff");
  return new Response(null, { status: 302, headers: { location: adminAddresses.home } });
};

export const GET = postOnly;
