import { adminText } from "~/content/admin";
import { accountsText } from "~/content/admin-accounts";
import { recordActivityAfter } from "~/lib/auth/activity.server";
import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { changeStatus } from "~/lib/blog/admin-articles.server";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { articleChangeSchema } from "~/lib/forms/article-change";

/** POST /admin/api/articles/:id/statut: publishes, archives, trashes, restores… one article ({ transition, version }). */
export const POST = staffEndpoint(async ({ params, locals }, staff) => {
  const { db, logger } = locals.site;
  const parsed = articleChangeSchema.safeParse(jsonOf(locals.scope.body));
  if (!parsed.success) return jsonAnswer({ error: adminText.errors.transition }, 400);
  const id = params.id ?? "";
  const result = await changeStatus(db, id, parsed.data.transition, parsed.data.version, { by: staff.staffName });
  switch (result.status) {
    case "changed":
      logger.info({ articleId: id, status: result.article.status, staffName: staff.staffName }, "admin: article status changed");
      await recordActivityAfter(
        locals.site,
        staff,
        "article-status-changed",
        accountsText.activity.subjects.statusChange(result.article.title, adminText.statusLabels[result.article.status]),
      );
      // What the workspace follows: the new status and version (the text is unchanged).
      return jsonAnswer({ article: { id, status: result.article.status, version: result.article.version } });
    case "conflict":
      return jsonAnswer({ error: adminText.errors.conflict }, 409);
    case "not-found":
      return jsonAnswer({ error: adminText.errors.notFound }, 404);
    case "refused":
      return jsonAnswer({ error: adminText.errors.transition }, 409);
  }
});
