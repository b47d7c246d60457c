import { answerArticleLike } from "~/lib/blog/stats.server";
import { cookieJar, requestInfo, services } from "~/lib/boundary/context.server";
import { postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article-like";

export const loader = postOnly;

/** POST /api/articles/:slug/like: one like per browser with a visitor id we signed; an unsigned one counts nothing. */
export async function action({ params, context }: Route.ActionArgs) {
  const visitorId = await cookieJar(context).get("visitor", { acceptUnsigned: false });
  return answerArticleLike(services(context), { slug: params.slug, visitorId, clientAddress: requestInfo(context).clientAddress });
}
