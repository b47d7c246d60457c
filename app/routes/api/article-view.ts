import { viewArticle } from "~/lib/blog/stats.server";
import { readSessionId } from "~/lib/blog/visitor.server";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db/connection.server";
import { getLogger } from "~/lib/logger.server";
import type { Route } from "./+types/article-view";

const noStore = { "cache-control": "no-store" };

export function loader() {
  return Response.json({ error: "Méthode non autorisée" }, { status: 405, headers: { ...noStore, allow: "POST" } });
}

/** POST /api/articles/:slug/view: one view per article per browser session (session cookie). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const session = readSessionId(request, { secure: getConfig().SITE_URL.startsWith("https:") });
  let outcome: Awaited<ReturnType<typeof viewArticle>>;
  try {
    outcome = await viewArticle(getDb(), params.slug, session.id);
  } catch (error) {
    getLogger().error({ err: error, slug: params.slug }, "article view not stored");
    return Response.json({ error: "La vue n'a pas pu être enregistrée." }, { status: 503, headers: noStore });
  }
  if (!outcome) return Response.json({ error: "Article introuvable." }, { status: 404, headers: noStore });
  const headers = new Headers(noStore);
  for (const cookie of session.setCookie) headers.append("set-cookie", cookie);
  return Response.json({ likes: outcome.likes, views: outcome.views }, { headers });
}
