import { behaviour } from "./behaviour";

/**
 * What the visitor changed in place (a search, a sort, a period: written into the address as they change it) is
 * kept by every link and form that reloads or leaves the page: the server renders them from the address it was asked
 * for, and the script that changes the address in place brings them up to date at once
 * (app/site/shell/current-address.client.ts). Without a script, the server's own href and value work as they always did.
 */

/**
 * A link to this page with some of its query changed (the blog's view toggle, a filter's removal, a page of a list):
 * `set`, query parameters to set (`vue=liste`); `drop`, names to remove (`tag page`).
 */
export const queryLink = behaviour({ set: "data-query-set", drop: "data-query-drop" });

/** A hidden field that tells the form's target where to come back to: the page's current path and query. */
export const returnHere = behaviour({ field: "data-return-here" });

/** The address `current` becomes with `set` applied and `drop` removed: its path and query, and its fragment if `set` has none. */
export function addressWith(current: URL, { set = "", drop = "" }: { set?: string | undefined; drop?: string | undefined }): string {
  const [setQuery = "", fragment] = set.split("#");
  const params = new URLSearchParams(current.search);
  for (const name of drop.split(/\s+/).filter(Boolean)) params.delete(name);
  for (const [name, value] of new URLSearchParams(setQuery)) params.set(name, value);
  const query = params.toString();
  return `${current.pathname}${query ? `?${query}` : ""}${fragment === undefined ? "" : `#${fragment}`}`;
}

/** The path and query of `current`: where a form's target sends the visitor back. */
export function pathAndQuery(current: URL): string {
  return `${current.pathname}${current.search}`;
}
