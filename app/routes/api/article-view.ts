import { answerArticleView } from "~/lib/blog/stats.server";
import { cookieJar, requestInfo, services } from "~/lib/boundary/context.server";
import { newAnonymousId } from "~/lib/boundary/cookies.server";
import { postOnly } from "~/lib/boundary/responses.server";
import type { Route } from "./+types/article-view";

export const loader = postOnly;

/** POST /api/articles/:slug/view: one view per browser session (signed session cookie), one per address and hour. */
export async function action({ params, context }: Route.ActionArgs) {
  const jar = cookieJar(context);
  let sessionId = await jar.get("session");
  if (!sessionId) {
    sessionId = newAnonymousId();
    jar.set("session", sessionId);
  }
  return answerArticleView(services(context), { slug: params.slug, sessionId, clientAddress: requestInfo(context).clientAddress });
}
