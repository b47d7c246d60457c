import type { CookieJar } from "~/lib/boundary/cookies.server";
import { newAnonymousId } from "~/lib/boundary/cookies.server";

/**
 * Gives the browser a signed anonymous visitor id when it opens the live-stats stream, as every page
 * with a like button does (an unsigned id of the site's earlier format is signed as it is): the like
 * endpoint counts a like only with such an id, so likes cannot be added by inventing ids.
 */
export async function ensureVisitorId(cookies: CookieJar): Promise<void> {
  if (!(await cookies.get("visitor"))) cookies.set("visitor", newAnonymousId());
}

/** The signed session id a view is counted once with (set now for a browser that has none). */
export async function sessionIdOf(cookies: CookieJar): Promise<string> {
  const known = await cookies.get("session");
  if (known) return known;
  const fresh = newAnonymousId();
  cookies.set("session", fresh);
  return fresh;
}
