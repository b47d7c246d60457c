import { viewArticle } from "~/lib/blog/stats.server";
import { cookieJar, services } from "~/lib/boundary/context.server";
import { newAnonymousId } from "~/lib/boundary/cookies.server";
import { jsonAnswer, postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article-view";

export const loader = postOnly;

/** POST /api/articles/:slug/view: one view per article per browser session (signed session cookie). */
export async function action({ params, context }: Route.ActionArgs) {
  const jar = cookieJar(context);
  let sessionId = await jar.get("session");
  if (!sessionId) {
    sessionId = newAnonymousId();
    jar.set("session", sessionId);
  }
  let outcome: Awaited<ReturnType<typeof viewArticle>>;
  try {
    outcome = await viewArticle(services(context), params.slug, sessionId);
  } catch (error) {
    services(context).logger.error({ err: error, slug: params.slug }, "article view not stored");
    return jsonAnswer({ error: "La vue n'a pas pu être enregistrée." }, 503);
  }
  if (!outcome) return jsonAnswer({ error: "Article introuvable." }, 404);
  return jsonAnswer({ likes: outcome.likes, views: outcome.views });
}
