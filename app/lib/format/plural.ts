import type { Counted } from "~/content/counted";
import { formatNumber } from "./number";

/**
 * Whether French puts the word for `count` in the plural: not while the whole part is 0 or 1 (0, 1 and 1,5), yes
 * from two on. That is Intl.PluralRules("fr-FR") with its "many" (the millions) taken as a plural, which a test
 * checks; written out because the browser's live counts call it, and building the rules there loads the locale's
 * data: 40 to 50 ms of a first view's main thread (issue 14).
 */
export function isPlural(count: number): boolean {
  return Math.trunc(Math.abs(count)) > 1;
}

/** A count for the copy of app/content: "1 200" (French style, at most `maximumFractionDigits` decimals) and its plural. */
export function counted(count: number, maximumFractionDigits = 3): Counted {
  return { value: count, text: formatNumber(count, maximumFractionDigits), plural: isPlural(count) };
}

/** A count written with plain digits ("1200"), as the browser's live counts print it without the locale's data. */
export function countedInDigits(count: number): Counted {
  return { value: count, text: String(count), plural: isPlural(count) };
}
