import { fold } from "~/lib/text/fold";
import type { PhoneCountry } from "./phone";

// Apart from phone.ts: its chunk holds the phone metadata (50 KB), and a shared helper imported
// there (fold) would be bundled with it and drag it into every page that folds text.

/** Countries whose French name, dial code or ISO code matches the search, accents ignored. */
export function searchPhoneCountries(list: PhoneCountry[], query: string): PhoneCountry[] {
  const folded = fold(query.trim());
  if (folded === "") return list;
  const digits = folded.replace(/^\+/, "");
  return list.filter(
    (country) =>
      fold(country.name).includes(folded) ||
      country.code.toLowerCase() === folded ||
      (/^\d+$/.test(digits) && country.dialCode.slice(1).startsWith(digits)),
  );
}
