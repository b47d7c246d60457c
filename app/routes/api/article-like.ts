import { likeArticle } from "~/lib/blog/stats.server";
import { cookieJar, services } from "~/lib/boundary/context.server";
import { jsonAnswer, postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article-like";

export const loader = postOnly;

/**
 * POST /api/articles/:slug/like: one like per browser, no unlike. The visitor id must be one we
 * signed when rendering a blog page (an invented or unsigned id counts nothing).
 */
export async function action({ params, context }: Route.ActionArgs) {
  const visitorId = await cookieJar(context).get("visitor", { acceptUnsigned: false });
  if (!visitorId) return jsonAnswer({ error: "Rechargez la page pour pouvoir aimer cet article." }, 403);
  let outcome: Awaited<ReturnType<typeof likeArticle>>;
  try {
    outcome = await likeArticle(services(context).db, params.slug, visitorId);
  } catch (error) {
    services(context).logger.error({ err: error, slug: params.slug }, "article like not stored");
    return jsonAnswer({ error: "Le j'aime n'a pas pu être enregistré." }, 503);
  }
  if (!outcome) return jsonAnswer({ error: "Article introuvable." }, 404);
  return jsonAnswer({ likes: outcome.likes, views: outcome.views, liked: true });
}
