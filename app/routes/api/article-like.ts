import { likeRefusalText as refusal } from "~/content/errors";
import { likeArticle } from "~/lib/blog/stats.server";
import { cookieJar, requestInfo, services } from "~/lib/boundary/context.server";
import { jsonAnswer, postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article-like";

export const loader = postOnly;

/**
 * Likes one address may add to one article in an hour. A new visitor id costs a script one request,
 * so without it one machine could add the API's whole budget (300 a minute) to an article; a family
 * or an office behind one address stays well under it.
 */
export const likesPerAddressAndArticlePerHour = 20;

/**
 * POST /api/articles/:slug/like: one like per browser, no unlike. The visitor id must be one we
 * signed (the live-stats stream gives it); an invented or unsigned id counts nothing.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const site = services(context);
  const visitorId = await cookieJar(context).get("visitor", { acceptUnsigned: false });
  if (!visitorId) return jsonAnswer({ error: refusal.noVisitorId }, 403);
  const address = requestInfo(context).clientAddress ?? "unknown";
  const limit = await site.rateLimits.hit(`like:${address}:${params.slug}`, likesPerAddressAndArticlePerHour, 3_600_000);
  if (!limit.allowed) {
    return jsonAnswer({ error: refusal.tooMany }, 429, { "retry-after": String(limit.retryAfterSeconds) });
  }
  let outcome: Awaited<ReturnType<typeof likeArticle>>;
  try {
    outcome = await likeArticle(site, params.slug, visitorId);
  } catch (error) {
    site.logger.error({ err: error, slug: params.slug }, "article like not stored");
    return jsonAnswer({ error: refusal.notStored }, 503);
  }
  if (!outcome) return jsonAnswer({ error: refusal.notFound }, 404);
  return jsonAnswer({ likes: outcome.likes, views: outcome.views, liked: true });
}
