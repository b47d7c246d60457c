import { recordActivityAfter } from "~/admin/accounts/activity.server";
import { listPasskeys, removePasskey } from "~/admin/accounts/passkeys.server";
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { passkeysText } from "~/content/admin/passkeys";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/** DELETE /admin/api/cles/:id: removes one of the signed-in account's own passkeys (another's is « not found »). */
export const DELETE = staffEndpoint(async ({ locals, params }, staff) => {
  const { site } = locals;
  const removed = await removePasskey(site.db, staff.accountId, params.id ?? "");
  if (!removed) return jsonAnswer({ error: passkeysText.errors.notFound }, 404);
  await recordActivityAfter(site, staff, "passkey-removed", removed.label);
  site.logger.info({ accountId: staff.accountId }, "admin: passkey removed");
  return jsonAnswer({ removed: removed.id, passkeys: await listPasskeys(site.db, staff.accountId) });
});
