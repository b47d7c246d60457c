import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { findArticle } from "~/admin/articles/admin-articles.server";
import { adminText } from "~/content/admin/shell";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/** GET /admin/api/articles/:id: the whole article, for the editor (reloading it after a conflict). */
export const GET = staffEndpoint(async ({ params, locals }) => {
  const article = await findArticle(locals.site.db, params.id ?? "");
  return article ? jsonAnswer({ article }) : jsonAnswer({ error: adminText.errors.notFound }, 404);
});
