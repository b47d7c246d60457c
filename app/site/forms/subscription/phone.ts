import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type NumberType,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from "libphonenumber-js/max";
import { phoneMessages } from "~/content/form-messages";

// The full metadata (40 KB gzip) is needed to tell a mobile from a premium-rate number. This module
// is only reached through the subscription form's lazy chunk, never on a page's first load.

export const defaultPhoneCountry: CountryCode = "CM";

// The spec names mobile, fixed-or-mobile and "undetermined but valid"; its own message offers
// "fixe" as an example of an accepted type, so plain fixed lines are accepted too. Refused:
// toll-free, premium-rate, shared-cost, VoIP, personal, pager, UAN and voicemail numbers.
const acceptedTypes = new Set<NumberType>(["MOBILE", "FIXED_LINE_OR_MOBILE", "FIXED_LINE", undefined]);

export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/** "+237" for "CM". */
export function dialPrefix(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** Digits typed after the dial-code prefix; "" when the visitor typed none. */
function nationalDigits(value: string, country: CountryCode): string {
  const digits = value.replace(/\D/g, "");
  const dial = getCountryCallingCode(country);
  return value.trim().startsWith("+") && digits.startsWith(dial) ? digits.slice(dial.length) : digits;
}

/**
 * The first problem with a phone number for the chosen country, in this order: required, parse, country, possible (too short / too long), country code,
 * valid, type. Undefined when the number is accepted.
 */
export function phoneProblem(value: string, country: CountryCode): string | undefined {
  if (nationalDigits(value, country) === "") return phoneMessages.required;
  let phone: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    phone = parsePhoneNumberWithError(value, { defaultCountry: country });
  } catch (error) {
    if (error instanceof ParseError) return phoneMessages.format;
    throw error;
  }
  if (!phone.country) return phoneMessages.country;
  if (!phone.isPossible()) {
    const length = validatePhoneNumberLength(phone.number);
    if (length === "TOO_SHORT") return phoneMessages.tooShort;
    if (length === "TOO_LONG") return phoneMessages.tooLong;
    return phoneMessages.possible;
  }
  if (phone.country !== country) return phoneMessages.countryMismatch;
  if (!phone.isValid()) return phoneMessages.invalid;
  // Cameroon's mobile numbers all start with 6 (MTN, Orange, Nexttel, Camtel): accepted whatever type the metadata gives.
  const cameroonMobile = phone.country === "CM" && phone.nationalNumber.startsWith("6");
  if (!cameroonMobile && !acceptedTypes.has(phone.getType())) return phoneMessages.type;
  return undefined;
}

/** The number in international format ("+237 6 71 23 45 67"), for the agency's mail. */
export function formatPhone(value: string, country: CountryCode): string {
  try {
    return parsePhoneNumberWithError(value, { defaultCountry: country }).formatInternational();
  } catch {
    return value;
  }
}

export interface PhoneCountry {
  code: CountryCode;
  /** French name, e.g. "Cameroun". */
  name: string;
  /** "+237". */
  dialCode: string;
}

let countries: PhoneCountry[] | undefined;

/** Every country libphonenumber knows, with its French name, sorted as a French reader expects. */
export function phoneCountries(): PhoneCountry[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(["fr"], { type: "region" });
  countries = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: dialPrefix(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return countries;
}
