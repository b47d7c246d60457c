import type { APIRoute } from "astro";
import { answerArticleView } from "~/lib/blog/stats.server";
import { sessionIdOf } from "~/lib/blog/visitor.server";

/** One view per browser session (signed session cookie), one per address, article and hour. */
export const POST: APIRoute = async ({ locals, params }) => {
  const { site, cookies, clientAddress } = locals.scope;
  return answerArticleView(site, { slug: params.slug ?? "", sessionId: await sessionIdOf(cookies), clientAddress });
};
