import type { APIRoute } from "astro";
import { answerArticleLike } from "~/lib/blog/stats.server";

/** One like per browser, with a visitor id we signed (the stats stream gives it); an unsigned one counts nothing. */
export const POST: APIRoute = async ({ locals, params }) => {
  const { site, cookies, clientAddress } = locals.scope;
  const visitorId = await cookies.get("visitor", { acceptUnsigned: false });
  return answerArticleLike(site, { slug: params.slug ?? "", visitorId, clientAddress });
};
