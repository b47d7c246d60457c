import type { APIRoute } from "astro";
import { likeRefusalText } from "~/content/errors";
import { takeLike } from "~/lib/blog/stats.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/** One like per browser, with a visitor id we signed (the stats stream gives it); an unsigned one counts nothing. */
export const POST: APIRoute = async ({ locals, params }) => {
  const { site, cookies, clientAddress } = locals.scope;
  const visitorId = await cookies.get("visitor", { acceptUnsigned: false });
  const like = await takeLike(site, { slug: params.slug ?? "", visitorId, clientAddress });
  if ("counts" in like) return jsonAnswer({ ...like.counts, liked: true });
  switch (like.refused) {
    case "no-visitor":
      return jsonAnswer({ error: likeRefusalText.noVisitorId }, 403);
    case "not-found":
      return jsonAnswer({ error: likeRefusalText.notFound }, 404);
    case "too-many":
      return jsonAnswer({ error: likeRefusalText.tooMany }, 429, { "retry-after": String(like.retryAfterSeconds) });
    case "not-stored":
      return jsonAnswer({ error: likeRefusalText.notStored }, 503);
  }
};
