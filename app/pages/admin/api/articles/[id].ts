import { adminText } from "~/content/admin";
import { recordActivityAfter } from "~/lib/auth/activity.server";
import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { deleteForGood, findArticle } from "~/lib/blog/admin-articles.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/** GET /admin/api/articles/:id: the whole article, for the editor. */
export const GET = staffEndpoint(async ({ params, locals }) => {
  const article = await findArticle(locals.site.db, params.id ?? "");
  return article ? jsonAnswer({ article }) : jsonAnswer({ error: adminText.errors.notFound }, 404);
});

/** DELETE /admin/api/articles/:id: deletes an article for good, from the trash only. */
export const DELETE = staffEndpoint(async ({ params, locals }, staff) => {
  const { db, logger } = locals.site;
  const id = params.id ?? "";
  const result = await deleteForGood(db, id);
  if (result.status === "deleted") {
    logger.info({ articleId: id, staffName: staff.staffName }, "admin: article deleted");
    await recordActivityAfter(locals.site, staff, "article-deleted", result.title);
    return jsonAnswer({ deleted: id });
  }
  return result.status === "not-found"
    ? jsonAnswer({ error: adminText.errors.notFound }, 404)
    : jsonAnswer({ error: adminText.errors.transition }, 409);
});
