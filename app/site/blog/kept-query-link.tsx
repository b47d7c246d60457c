import type { ComponentProps } from "react";
import { addressWith, queryLink } from "~/lib/behaviours/current-address";

/** Where the blog's list starts: the links that change its view or its filters land there, not at the top of the page. */
export const listAnchor = "all-articles";

/**
 * A link to the blog's list with its query changed (`set`, `drop`), landing at the list: its href is the one for the
 * address the server rendered, and the page's script computes it again from the current address when it is used,
 * so that it keeps the search and the sort the visitor changed in place since (app/site/shell/current-address.client.ts).
 */
export function KeptQueryLink({
  address,
  set = "",
  drop,
  ...link
}: { address: string; set?: string; drop?: string } & Omit<ComponentProps<"a">, "href">) {
  const change = { set: `${set}#${listAnchor}`, drop };
  return <a href={addressWith(new URL(address, "http://localhost"), change)} {...queryLink.props(change)} {...link} />;
}
