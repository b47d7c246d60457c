/**
 * True when a state-changing request was sent by another site's page (a forged form or script).
 * Browsers say where a request comes from: Sec-Fetch-Site, and Origin on every cross-origin POST.
 * A request with neither comes from a program, not from a visitor's browser, and cannot carry the
 * visitor's cookies without them: it is not a cross-site forgery.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "same-origin" || fetchSite === "none") return false;
  if (fetchSite === "same-site" || fetchSite === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin;
}
