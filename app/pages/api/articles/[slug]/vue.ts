import type { APIRoute } from "astro";
import { likeRefusalText } from "~/content/errors";
import { takeView } from "~/lib/blog/stats.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { sessionIdOf } from "~/site/blog/visitor.server";

/** One view per browser session (signed session cookie), one per address, article and hour. */
export const POST: APIRoute = async ({ locals, params }) => {
  const { site, cookies, clientAddress } = locals.scope;
  const view = await takeView(site, { slug: params.slug ?? "", sessionId: await sessionIdOf(cookies), clientAddress });
  if ("counts" in view) return jsonAnswer(view.counts);
  if (view.refused === "not-found") return jsonAnswer({ error: likeRefusalText.notFound }, 404);
  return jsonAnswer({ error: likeRefusalText.viewNotStored }, 503);
};
