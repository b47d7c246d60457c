import { describe, expect, it } from "vitest";
import { ebooks, findEbook } from "~/content/ebooks";
import { parseConfig } from "~/lib/config.server";
import { checkoutUrlFor } from "./checkout.server";

const ebook = (id: string) => {
  const found = findEbook(id);
  if (!found) throw new Error(`no e-book ${id}`);
  return found;
};

describe("an e-book's hosted checkout", () => {
  it("is the URL of the setting its module names; the two fixed links have defaults", () => {
    const config = parseConfig({});
    expect(checkoutUrlFor(ebook("la-methodologie-de-la-vente"), config)).toBe("https://pay.kheops.cm/la-methodologie-de-la-vente");
    expect(checkoutUrlFor(ebook("community-manager-de-choc"), config)).toBe("https://pay.kheops.cm/community-manager-de-choc");
    expect(checkoutUrlFor(ebook("vendre-avec-0f"), config)).toBeUndefined();
  });

  it("follows the environment, each e-book its own setting", () => {
    const config = parseConfig({ CHECKOUT_URL_SELL_WITHOUT_BUDGET: "https://pay.exemple.cm/0f" });
    expect(checkoutUrlFor(ebook("vendre-avec-0f"), config)).toBe("https://pay.exemple.cm/0f");
    expect(new Set(ebooks.map((entry) => entry.checkoutUrlSetting)).size).toBe(ebooks.length);
  });
});
