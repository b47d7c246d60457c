/**
 * True when a state-changing request was sent by another site's page (a forged form or script).
 * Browsers say where a request comes from: Origin on every cross-origin POST (and on a same-origin one
 * in today's browsers), and Sec-Fetch-Site. A present Origin is believed first: a request whose Origin is
 * neither the site's (SITE_URL) nor the address it was sent to is cross-site whatever Sec-Fetch-Site says
 * (a header only a program could make disagree), and so is `Origin: null` (a sandboxed frame, a page
 * opened from a file, a post redirected from elsewhere). Without Origin, Sec-Fetch-Site decides.
 * A request with neither comes from a program, not from a visitor's browser, and cannot carry the
 * visitor's cookies without them: it is not a cross-site forgery.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin) return true;
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite === "same-site" || fetchSite === "cross-site";
}
