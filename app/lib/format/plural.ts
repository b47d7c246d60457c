import { formatNumber } from "./number";

let rules: Intl.PluralRules | undefined;

/**
 * The word for `count` in French: `one` below two (0, 1 and 1,5 take the singular), `other` from two on
 * (Intl's "many", for the millions, is a plural too).
 */
export function plural(count: number, one: string, other: string): string {
  // Made on first use: the browser's scripts import texts that use it (issue 14).
  rules ??= new Intl.PluralRules("fr-FR");
  return rules.select(count) === "one" ? one : other;
}

/** "1 mot", "1 200 mots", "2,5 mots": the number in French style and its word, held together. */
export function formatCount(count: number, one: string, other: string, maximumFractionDigits = 3): string {
  return `${formatNumber(count, maximumFractionDigits)}\u00a0${plural(count, one, other)}`;
}
