/**
 * True when a state-changing request was sent by another site's page (a forged form or script).
 * Browsers say where a request comes from: Origin on every cross-origin POST (and on a same-origin one
 * in today's browsers), and Sec-Fetch-Site. A present Origin is believed first: a request whose Origin is
 * neither the site's (SITE_URL) nor the address it was sent to is cross-site whatever Sec-Fetch-Site says
 * (a header only a program could make disagree). `Origin: null` names no site: a browser sends it for a
 * sandboxed frame or a post redirected from elsewhere (Sec-Fetch-Site then says cross-site), and also for our
 * own form on a page whose referrer policy is no-referrer (the mailed link's page, so that its token goes
 * nowhere: Sec-Fetch-Site says same-origin); Sec-Fetch-Site decides, and without it, it is refused. Without
 * Origin, Sec-Fetch-Site decides. A request with neither comes from a program, not from a visitor's browser,
 * and cannot carry the visitor's cookies without them: it is not a cross-site forgery.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (origin === "null") return fetchSite !== "same-origin";
  if (origin !== null && origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin) return true;
  return fetchSite === "same-site" || fetchSite === "cross-site";
}
