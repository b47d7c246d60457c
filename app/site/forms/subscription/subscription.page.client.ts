import { fieldsEditedSoFar } from "~/framework/islands/visitor-trace";
import type { Enhancement } from "../../shell/in-turns.client";
import { type Draft, draftKey, lastCountryKey, readStored, restoredPhone, textFields } from "./draft";
import type { PhoneCountry } from "./phone";

/**
 * The subscription page's script: the draft the form keeps in the browser, and the last country, go back into the
 * server's form without React, which comes only when the visitor reaches for the form (client:interaction).
 */
export function restoreSavedDraft(): void {
  const form = document.querySelector<HTMLSelectElement>('select[name="phoneCountry"]')?.form;
  // An island that woke before this script (the visitor was already in it) has restored the draft itself.
  if (!form || form.closest("astro-island:not([ssr])")) return;
  restoreDraft(form, readStored<Draft>(draftKey), readStored<PhoneCountry>(lastCountryKey));
}

/** The subscription page's own code (app/site/shell/enhance.client.ts). */
export const enhancements: readonly Enhancement[] = [restoreSavedDraft];

/**
 * Fills what the visitor has not changed yet: neither a field whose value is no longer the server's, nor one typed in
 * and emptied again before this script came (the island's directive records those from the start). What it puts
 * back becomes the form's starting value (`defaultValue`, `defaultChecked`, `defaultSelected`), as if the server had
 * written it: the island, once awake, takes for the visitor's own only what differs from it, as it does with the
 * server's values (./subscription-form.tsx).
 */
export function restoreDraft(form: HTMLFormElement, draft: Draft | undefined, last: PhoneCountry | undefined): void {
  const edited = fieldsEditedSoFar(form);
  for (const name of textFields) {
    const field = form.elements.namedItem(name);
    const value = draft?.[name];
    if (!value || edited.has(name) || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field.value !== "" || field.defaultValue !== "") continue;
    field.defaultValue = value;
    field.value = value;
  }

  const terms = form.elements.namedItem("acceptTerms");
  if (draft?.acceptTerms && !edited.has("acceptTerms") && terms instanceof HTMLInputElement && !terms.checked && !terms.defaultChecked) {
    terms.defaultChecked = true;
    terms.checked = true;
  }

  // The country and the number go together: neither is restored once the visitor has chosen or typed one of them.
  const select = form.elements.namedItem("phoneCountry");
  const phone = form.elements.namedItem("phone");
  const restored = restoredPhone(draft, last);
  if (!restored || !(select instanceof HTMLSelectElement) || !(phone instanceof HTMLInputElement)) return;
  if (edited.has("phoneCountry") || edited.has("phone")) return;
  if (select.selectedOptions[0]?.defaultSelected === false || phone.value !== phone.defaultValue) return;
  const options = [...select.options];
  if (!options.some((option) => option.value === restored.country.code)) return;
  for (const option of options) option.defaultSelected = option.value === restored.country.code;
  select.value = restored.country.code;
  phone.defaultValue = restored.phone;
  phone.value = restored.phone;
}
