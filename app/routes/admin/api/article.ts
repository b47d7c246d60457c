import { adminText } from "~/content/admin";
import { findArticle } from "~/lib/blog/admin-articles.server";
import { services } from "~/lib/boundary/context.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article";

/** GET /admin/api/articles/:id: the whole article, for the editor. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await findArticle(services(context).db, params.id);
  return article ? jsonAnswer({ article }) : jsonAnswer({ error: adminText.errors.notFound }, 404);
}
