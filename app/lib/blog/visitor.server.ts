import { cookieJar, type RequestContext } from "../boundary/context.server";
import { newAnonymousId } from "../boundary/cookies.server";

/**
 * Gives the browser a signed anonymous visitor id when it opens the live-stats stream, as every page
 * with a like button does (an unsigned id of the site's earlier format is signed as it is): the like
 * endpoint counts a like only with such an id, so likes cannot be added by inventing ids.
 */
export async function ensureVisitorId(context: RequestContext): Promise<void> {
  const cookies = cookieJar(context);
  if (!(await cookies.get("visitor"))) cookies.set("visitor", newAnonymousId());
}
