import { likeArticle } from "~/lib/blog/stats.server";
import { readVisitorId } from "~/lib/blog/visitor.server";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db/connection.server";
import { getLogger } from "~/lib/logger.server";
import type { Route } from "./+types/article-like";

const noStore = { "cache-control": "no-store" };

export function loader() {
  return Response.json({ error: "Méthode non autorisée" }, { status: 405, headers: { ...noStore, allow: "POST" } });
}

/** POST /api/articles/:slug/like: one like per browser (anonymous visitor cookie); no unlike. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const visitor = readVisitorId(request, { secure: getConfig().SITE_URL.startsWith("https:") });
  let outcome: Awaited<ReturnType<typeof likeArticle>>;
  try {
    outcome = await likeArticle(getDb(), params.slug, visitor.id);
  } catch (error) {
    getLogger().error({ err: error, slug: params.slug }, "article like not stored");
    return Response.json({ error: "Le j'aime n'a pas pu être enregistré." }, { status: 503, headers: noStore });
  }
  if (!outcome) return Response.json({ error: "Article introuvable." }, { status: 404, headers: noStore });
  const headers = new Headers(noStore);
  for (const cookie of visitor.setCookie) headers.append("set-cookie", cookie);
  return Response.json({ likes: outcome.likes, views: outcome.views, liked: true }, { headers });
}
