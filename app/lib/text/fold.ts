/**
 * A text as searches compare it: accents removed and lower case,
 * "Côte d’Ivoire" → "cote d’ivoire", "MÉTHODOLOGIE" → "methodologie".
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr-FR");
}
