import { nameMessages } from "~/content/form-messages";
import { z } from "~/lib/forms/zod";

/** Letters (accented included), spaces, hyphens and apostrophes: the spec's rule for first and last names. */
const namePattern = /^[\p{L}\p{M}' \u2019-]+$/u;

/** "  aWA " → "Awa": trimmed, first letter upper case, the rest lower case. */
export function capitalizeName(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toLocaleUpperCase("fr-FR") + trimmed.slice(1).toLocaleLowerCase("fr-FR");
}

export function personName(messages: { tooShort: string; tooLong: string }) {
  return z
    .string({ message: messages.tooShort })
    .transform(capitalizeName)
    .pipe(z.string().min(2, messages.tooShort).max(50, messages.tooLong).regex(namePattern, nameMessages.characters));
}

export const firstNameSchema = personName(nameMessages.firstName);

export const lastNameSchema = personName(nameMessages.lastName);
