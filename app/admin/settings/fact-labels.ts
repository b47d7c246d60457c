import { settingsText } from "~/content/admin/facts";
import { ebooks } from "~/content/ebooks";
import { checkoutKeyOf, type EbookSaleState, stateKeyOf } from "~/lib/facts/agency-facts";

/**
 * The names « Réglages » gives the agency's facts, by the key each is stored under (app/lib/facts/agency-facts.server.ts:
 * "phone", …, "ebook.<id>.checkout", "ebook.<id>.state"): the form's groups, and the labels the notice, the history
 * and the activity log say.
 */

export type BaseFactKey = keyof typeof settingsText.fields;

/** The two groups of plain fields, in the form's order. */
export const factGroups: { group: "contact" | "legal"; keys: BaseFactKey[] }[] = [
  { group: "contact", keys: ["name", "address", "phone", "email", "whatsapp", "facebookUrl", "hours"] },
  { group: "legal", keys: ["rccm", "niu", "capital", "host"] },
];

export { checkoutKeyOf, stateKeyOf };

export const saleStates: EbookSaleState[] = ["on-sale", "coming-soon"];

/** The e-books of the form, in the shop's order. */
export const ebookChoices = ebooks.map((ebook) => ({
  id: ebook.id,
  title: ebook.title,
  checkoutKey: checkoutKeyOf(ebook.id),
  stateKey: stateKeyOf(ebook.id),
}));

/** The French label of a fact; a key this version no longer knows (an e-book taken out of the shop) as it is stored. */
export function factLabel(key: string): string {
  if (Object.hasOwn(settingsText.fields, key)) return settingsText.fields[key as BaseFactKey].label;
  for (const ebook of ebookChoices) {
    if (key === ebook.checkoutKey) return settingsText.ebook.checkoutOf(ebook.title);
    if (key === ebook.stateKey) return settingsText.ebook.stateOf(ebook.title);
  }
  return key;
}

/** A stored value as the history shows it: an e-book's state in words, an empty link as « vide », a number on one line. */
export function factValueText(key: string, value: string): string {
  if (key.endsWith(".state") && (value === "on-sale" || value === "coming-soon")) return settingsText.ebook.states[value];
  if (value === "") return settingsText.history.emptyValue;
  if (key === "hours") return value.replace(/\n/g, " · ");
  return key === "phone" || key === "whatsapp" ? value.replace(/ /g, "\u00a0") : value;
}

/** A form field's id: the key without its dots (a CSS selector or a link's fragment reads it plainly). */
export function fieldIdOf(key: string): string {
  return `fact-${key.replace(/[^a-zA-Z0-9-]/g, "-")}`;
}
