import type { PhoneCountry } from "./phone";
import { keepPrefix, prefixOf } from "./phone-input";

// What the subscription form keeps in the browser, read by the island (./subscription-form.tsx) and, before it wakes,
// by the page's script (./subscription.page.client.ts). No React here: the page's first view loads this module.

/** The request being typed, saved at every change. */
export const draftKey = "kheops.souscription.brouillon";
/** The country of the last request sent. */
export const lastCountryKey = "kheops.souscription.pays";
export const textFields = ["firstName", "lastName", "email", "message"] as const;

export interface Draft {
  firstName?: string;
  lastName?: string;
  email?: string;
  message?: string;
  phone?: string;
  country?: PhoneCountry;
  acceptTerms?: boolean;
}

export function readStored<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function store(key: string, value: unknown) {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the form still works, only the draft is not kept.
  }
}

/** The country and number a form restored from the browser starts with: the draft's, or else the last country with its dial code alone. */
export function restoredPhone(
  draft: Draft | undefined,
  last: PhoneCountry | undefined,
): { country: PhoneCountry; phone: string } | undefined {
  const country = draft?.country ?? last;
  if (!country?.code || !country.dialCode) return undefined;
  return { country, phone: draft?.phone ? keepPrefix(draft.phone, country.dialCode) : prefixOf(country.dialCode) };
}
