import type { Ebook } from "~/content/ebooks/types";
import type { Config } from "~/lib/config.server";

/**
 * The hosted checkout of an e-book: the setting its module names,
 * read from the configuration it is given. Undefined: not on sale yet.
 */
export function checkoutUrlFor(
  ebook: Pick<Ebook, "checkoutUrlSetting">,
  config: Pick<Config, Ebook["checkoutUrlSetting"]>,
): string | undefined {
  return config[ebook.checkoutUrlSetting];
}
