import { accountsText } from "~/content/admin-accounts";
import { recordActivityAfter } from "~/lib/auth/activity.server";
import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { emptyTrash } from "~/lib/blog/admin-articles.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { counted } from "~/lib/format/plural";

/** DELETE /admin/api/articles/corbeille: « Vider la corbeille », every article in the trash deleted for good. */
export const DELETE = staffEndpoint(async ({ locals }, staff) => {
  const titles = await emptyTrash(locals.site.db);
  locals.site.logger.info({ deleted: titles.length, staffName: staff.staffName }, "admin: trash emptied");
  await recordActivityAfter(
    locals.site,
    staff,
    "trash-emptied",
    accountsText.activity.subjects.trashEmptied(counted(titles.length), titles.join(", ")),
  );
  return jsonAnswer({ deleted: titles.length });
});
