/**
 * Speculation rules (https://wicg.github.io/nav-speculation/): how the browser gets the next page
 * ready without a client router. The site's script adds them at the visitor's first move
 * (app/site/shell/read-ahead.client.ts): a `Speculation-Rules` header made the browser fetch them with the
 * stylesheet (decision 028), and adding them as the page loaded cost a long task (decision 029). The CSP allows
 * them by their hash (astro.config.ts).
 * Browsers that lack them ignore them.
 *
 * - Prefetch (the next page's HTML only) when a pointer rests on a link ("moderate").
 * - Prerender (the whole page, run hidden) at the press of a link ("conservative"): by the time the
 *   finger lifts, the page is often ready. The pages' scripts count views and measure only once a
 *   prerendered page is shown (app/site/shell/when-shown.client.ts).
 *
 * Never for the API, the staff's area, files, feeds, links that leave or download, or links with a
 * query (a preference change, a filter: the server's answer may change something).
 */
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

/** The rules as the page carries them; the CSP lists the hash of this very text. */
export const speculationRulesText = JSON.stringify(speculationRules);
