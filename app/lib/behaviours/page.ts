import { behaviour } from "./behaviour";

// The page as a whole: marks on <html> and <main> that the layouts render and the scripts read or set. The names
// are also exported alone for app/site/shell/enhance.client.ts, which needs no more of them.

/** `<main>`: the name of the page's own enhancements (app/site/<area>/<name>.page.client.ts), which enhance.ts loads. */
export const pageScriptAttribute = "data-page-script";
/** `<html>`: set once the page's scripts (or an island standing for them) have run; app.css waits on it. */
const enhancedAttribute = "data-enhanced";

/**
 * `<html>`: the visitor's answer to the cookie banner (`consent`, rendered by the server since the cookie is
 * HttpOnly, read by lib/analytics/track.client.ts), `enhanced`, and `readsAhead`: the next page may be made ready
 * ahead of a click (never for a visitor saving data; app/site/shell/read-ahead.client.ts).
 */
export const pageState = /* @__PURE__ */ behaviour({
  consent: "data-consent",
  enhanced: enhancedAttribute,
  readsAhead: "data-reads-ahead",
});

export const pageScript = /* @__PURE__ */ behaviour({ name: pageScriptAttribute });

/** Marks the page as enhanced. */
export function markEnhanced(): void {
  document.documentElement.setAttribute(enhancedAttribute, "");
}
