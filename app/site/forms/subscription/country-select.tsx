import { subscriptionText as text } from "~/content/subscription";
import type { PhoneCountry } from "~/site/forms/subscription/phone";

/** "Cameroun (+237)". */
export const countryOptionLabel = (country: PhoneCountry) => `${country.name} (${country.dialCode})`;

/**
 * The phone's country as a plain <select>, rendered on the server only and handed to the subscription
 * island as a slot: the form works without JavaScript, and the 240 countries are sent once, as HTML,
 * not again in the island's props. Once hydrated, the island shows its searchable picker instead.
 */
export function CountrySelect({ countries, selected }: { countries: PhoneCountry[]; selected: string }) {
  return (
    <select
      name="phoneCountry"
      aria-label={text.fields.country}
      defaultValue={selected}
      className="w-28 shrink-0 rounded-xl border border-ink-100 bg-white px-2 py-3 text-sm text-ink-900"
    >
      {countries.map((option) => (
        <option key={option.code} value={option.code}>
          {countryOptionLabel(option)}
        </option>
      ))}
    </select>
  );
}

/** The country of an option of that <select>, read back by the island (a choice made before it woke). */
export function countryOfOption(option: Pick<HTMLOptionElement, "text" | "value">): PhoneCountry | undefined {
  const match = /^(.+) \((\+\d+)\)$/.exec(option.text);
  return match?.[1] && match[2] ? { code: option.value as PhoneCountry["code"], name: match[1], dialCode: match[2] } : undefined;
}
