/**
 * A text as searches compare it: accents removed, lower case, non-breaking spaces as plain ones (« Vendre avec 0 F »
 * is found by "avec 0 f") and typographic apostrophes as the keyboard's ("Côte d’Ivoire" → "cote d'ivoire", found by
 * what a phone's keyboard types), "MÉTHODOLOGIE" → "methodologie".
 */
export function fold(text: string): string {
  // French lower-cases as the default does (only Turkish, Azeri and Lithuanian differ); toLocaleLowerCase("fr-FR")
  // looked the locale up at each call, doubling the cost of a fold (two for each card of the blog's list).
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}
