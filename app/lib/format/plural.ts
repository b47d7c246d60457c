import { formatNumber } from "./number";

/**
 * The word for `count` in French: the singular while the whole part is 0 or 1 (0, 1 and 1,5), the plural
 * from two on. That is Intl.PluralRules("fr-FR") with its "many" (the millions) taken as a plural, which a
 * test checks; written out because the browser's live counts call it, and building the rules there loads
 * the locale's data: 40 to 50 ms of a first view's main thread (issue 14).
 */
export function plural(count: number, one: string, other: string): string {
  return Math.trunc(Math.abs(count)) <= 1 ? one : other;
}

/** "1 mot", "1 200 mots", "2,5 mots": the number in French style and its word, held together. */
export function formatCount(count: number, one: string, other: string, maximumFractionDigits = 3): string {
  return `${formatNumber(count, maximumFractionDigits)}\u00a0${plural(count, one, other)}`;
}
