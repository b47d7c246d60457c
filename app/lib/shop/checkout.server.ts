import type { Config } from "../config.server";

/**
 * The hosted checkout of an e-book, from the configuration (spec §7.9: two
 * fixed links, the others their own). Undefined: not on sale yet.
 */
export function checkoutUrlFor(ebookId: string, config: Config): string | undefined {
  const links: Record<string, string | undefined> = {
    "la-methodologie-de-la-vente": config.CHECKOUT_URL_SALES_METHOD,
    "community-manager-de-choc": config.CHECKOUT_URL_COMMUNITY_MANAGER,
    "vendre-avec-0f": config.CHECKOUT_URL_SELL_WITHOUT_BUDGET,
  };
  return links[ebookId];
}
