import { shopPricesText } from "~/content/admin/shop-prices";
import { ebooks } from "~/content/ebooks";
import { plans } from "~/content/plans";
import { type EbookField, ebookKeyOf, planKeyOf } from "~/lib/facts/agency-facts";
import { formatPrice } from "~/lib/format/currency";
import { formatShortDateTime } from "~/lib/format/date";
import { instantOfDoualaInput } from "~/lib/format/douala-input";

/**
 * The names « Boutique » gives its facts, by the key each is stored under ("ebook.<id>.price", …, "plan.pro.monthly"):
 * the form's fields, and the labels the notice, the history and the activity log say.
 */

const text = shopPricesText;
type PriceField = Exclude<EbookField, "checkout" | "state">;
const priceFields: PriceField[] = ["price", "promo", "promoValue", "promoStart", "promoEnd"];

/** The e-books of the form, in the shop's order, with the key of each of their fields. */
export const pricedEbooks = ebooks.map((ebook) => ({
  id: ebook.id,
  title: ebook.title,
  keys: Object.fromEntries(priceFields.map((field) => [field, ebookKeyOf(ebook.id, field)])) as Record<PriceField, string>,
}));

export const pricedPlans = plans.map((plan) => ({ name: plan.name, key: planKeyOf(plan.name) }));

export const promotionKinds = ["none", "percent", "price"] as const;

/** The French label of a price fact; a key this version no longer knows as it is stored. */
export function priceLabel(key: string): string {
  for (const ebook of pricedEbooks)
    for (const field of priceFields) if (key === ebook.keys[field]) return text.ebook.labels[field](ebook.title);
  const plan = pricedPlans.find((one) => one.key === key);
  return plan ? text.plan.label(plan.name) : key;
}

/** A stored value as the history shows it: a price in FCFA, a promotion's kind in words, a date as the admin writes them. */
export function priceValueText(key: string, value: string): string {
  if (value === "") return text.history.emptyValue;
  if (key.endsWith(".promo")) return (text.ebook.kinds as Record<string, string>)[value] ?? value;
  if (key.endsWith(".promoStart") || key.endsWith(".promoEnd")) {
    const instant = instantOfDoualaInput(value);
    return instant ? formatShortDateTime(instant) : value;
  }
  if (key.endsWith(".promoValue")) return value;
  return /^\d+$/.test(value) ? formatPrice(Number(value), "XAF") : value;
}
