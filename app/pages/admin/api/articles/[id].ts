import type { APIRoute } from "astro";
import { adminText } from "~/content/admin";
import { findArticle } from "~/lib/blog/admin-articles.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/** GET /admin/api/articles/:id: the whole article, for the editor. */
export const GET: APIRoute = async ({ params, locals }) => {
  const article = await findArticle(locals.site.db, params.id ?? "");
  return article ? jsonAnswer({ article }) : jsonAnswer({ error: adminText.errors.notFound }, 404);
};
