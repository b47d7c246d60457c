/**
 * Orders two strings by their code units, as `<` does. For ISO dates (2025-05-15) and slugs that is their
 * natural order, and it costs nothing: the first `localeCompare` of a page builds ICU's collator, about 50 ms
 * on the main thread of a phone (Chrome profile of /kheopscope, issue 21). Keep `localeCompare(…, "fr")` for
 * words a visitor reads in order (categories, tags) and only where it runs on the server or after a tap.
 */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
