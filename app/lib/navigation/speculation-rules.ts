/**
 * Speculation rules (https://wicg.github.io/nav-speculation/): how the browser gets the next page
 * ready without a client router. Sent as a `Speculation-Rules` header pointing to this JSON (an inline
 * rules script would need its own CSP hash), and ignored by browsers that lack them.
 *
 * - Prefetch (the next page's HTML only) when a pointer rests on a link ("moderate").
 * - Prerender (the whole page, run hidden) at the press of a link ("conservative"): by the time the
 *   finger lifts, the page is often ready. The pages' scripts count views and measure only once a
 *   prerendered page is shown (app/site/shell/when-shown.client.ts).
 *
 * Never for the API, the staff's area, files, feeds, links that leave or download, or links with a
 * query (a preference change, a filter: the server's answer may change something).
 */
const speculationRulesPath = "/speculation-rules.json";

const sameSitePages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/media/*", "/partage/*", "/*.xml", "/*.txt", "/*\\?*"] } },
    { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank], [data-no-speculation]" } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: "document", where: sameSitePages, eagerness: "moderate" }],
  prerender: [{ source: "document", where: sameSitePages, eagerness: "conservative" }],
};

/** The header's value: a list of one string (RFC 8941). */
export const speculationRulesHeader = `"${speculationRulesPath}"`;
