import { addressWith, pathAndQuery, queryLink, returnHere } from "~/lib/behaviours/current-address";

/**
 * Writes what the visitor changed in place into the address (history.replaceState), and brings the links and forms
 * that reload or leave the page up to date with it (app/lib/behaviours/current-address.ts): a link's href, a form's
 * return field, in the page and in its <template>s (content that comes into the page later). Until the first such
 * change, what the server rendered is already right.
 */
export function replaceAddress(url: URL | string): void {
  window.history.replaceState(window.history.state, "", url);
  const here = new URL(window.location.href);
  const roots: ParentNode[] = [document, ...[...document.querySelectorAll("template")].map((template) => template.content)];
  for (const root of roots) {
    for (const link of root.querySelectorAll<HTMLAnchorElement>(links)) link.href = addressWith(here, queryLink.read(link));
    for (const field of root.querySelectorAll<HTMLInputElement>(returnFields)) field.value = pathAndQuery(here);
  }
}

/** Sets one query parameter of the address in place, or removes it when there is no value. */
export function replaceQueryParameter(name: string, value: string | null | undefined): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  replaceAddress(url);
}

/** Links that set parameters, drop some, or both. */
const links = `${queryLink.selector({ within: "a" })}, ${queryLink.selector({ name: "drop", within: "a" })}`;
const returnFields = returnHere.selector({ within: "input" });
