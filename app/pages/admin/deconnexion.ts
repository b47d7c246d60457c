import { recordActivityAfter } from "~/admin/accounts/activity.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { closeAccountSession, closeEveryStaffSession } from "~/admin/accounts/staff-session.server";
import { adminAddresses } from "~/admin/shell/addresses";
import { accountsText } from "~/content/admin/accounts";
import { HttpError } from "~/lib/boundary/http-error";
import { formOf } from "~/lib/boundary/request-body.server";

/**
 * POST /admin/deconnexion: ends the session in the database (every instance) and in the browser;
 * with `partout=1` (« Se déconnecter partout », an administrator's, on « Santé »), every staff session,
 * on every device.
 */
export const POST = staffEndpoint(async ({ locals }, staff) => {
  const { site, scope } = locals;
  if ((await formOf(scope.body)).get("partout") === "1") {
    if (staff.role !== "admin") throw new HttpError(403, accountsText.forbidden);
    const closed = await closeEveryStaffSession(site.db);
    await recordActivityAfter(site, staff, "every-session-ended");
    site.logger.info({ closed, accountId: staff.accountId }, "admin: every staff session ended");
  } else {
    await closeAccountSession(site.db, staff.accountId, staff.tokenHash);
    await recordActivityAfter(site, staff, "signed-out");
  }
  scope.cookies.clear("staff");
  return new Response(null, { status: 302, headers: { location: adminAddresses.home } });
});
