/**
 * A number as its caller wrote it with app/lib/format ("1 200", "2,5"), and whether French puts the words that go
 * with it in the plural. Content takes numbers this way: it chooses the words, the caller formats.
 */
export type Counted = { readonly value: number; readonly text: string; readonly plural: boolean };

/** "1 200 mots", "1 mot": the number and its noun, held together by a no-break space. */
export function withNoun(count: Counted, one: string, other: string): string {
  return `${count.text}\u00a0${agreeing(count, one, other)}`;
}

/** The word that agrees with the count: « ouvre » or « ouvrent ». */
export function agreeing(count: Counted, one: string, other: string): string {
  return count.plural ? other : one;
}
