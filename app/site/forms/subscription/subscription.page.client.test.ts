// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordVisitor } from "~/framework/islands/visitor-trace";
import { type Draft, draftKey, lastCountryKey, restoredPhone } from "./draft";
import type { PhoneCountry } from "./phone";
import { restoreDraft, restoreSavedDraft } from "./subscription.page.client";

const ivoryCoast = { code: "CI", name: "Côte d’Ivoire", dialCode: "+225" } as PhoneCountry;
const senegal = { code: "SN", name: "Sénégal", dialCode: "+221" } as PhoneCountry;

const draft: Draft = {
  firstName: "Moussa",
  lastName: "Koné",
  email: "",
  message: "Une boutique à Abidjan.",
  phone: "+225 0701020304",
  country: ivoryCoast,
  acceptTerms: true,
};

/** The server's form, as the page renders it before the island wakes. */
function serverForm({ awake = false } = {}) {
  document.body.innerHTML = `<astro-island ${awake ? "" : "ssr"}><form>
    <input name="firstName"><input name="lastName"><input name="email" type="email">
    <select name="phoneCountry">
      <option value="CI">Côte d’Ivoire (+225)</option><option value="CM" selected>Cameroun (+237)</option><option value="SN">Sénégal (+221)</option>
    </select>
    <input name="phone" type="tel" value="+237 ">
    <textarea name="message"></textarea>
    <input type="checkbox" name="acceptTerms">
  </form></astro-island>`;
  const form = document.querySelector("form") as HTMLFormElement;
  const field = <T extends Element = HTMLInputElement>(name: string) => form.elements.namedItem(name) as unknown as T;
  return { form, field, select: field<HTMLSelectElement>("phoneCountry"), message: field<HTMLTextAreaElement>("message") };
}

describe("the country and number a restored form starts with", () => {
  it("are the draft's, the number kept behind its country's dial code", () => {
    expect(restoredPhone({ phone: "+225 0701020304", country: ivoryCoast }, senegal)).toEqual({
      country: ivoryCoast,
      phone: "+225 0701020304",
    });
    expect(restoredPhone({ phone: "0701020304", country: ivoryCoast }, undefined)?.phone).toBe("+225 0701020304");
  });

  it("are the last country with its dial code alone when there is no draft, and nothing without a country", () => {
    expect(restoredPhone(undefined, senegal)).toEqual({ country: senegal, phone: "+221 " });
    expect(restoredPhone({ firstName: "Awa" }, undefined)).toBeUndefined();
  });
});

describe("the draft put back into the server's form before the island wakes", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    localStorage.clear();
  });

  it("fills the text, the terms, the country and the number, as the form's starting values", () => {
    const { form, field, select, message } = serverForm();
    restoreDraft(form, draft, senegal);
    expect(field("firstName").value).toBe("Moussa");
    expect(field("lastName").value).toBe("Koné");
    expect(field("email").value).toBe("");
    expect(message.value).toBe("Une boutique à Abidjan.");
    expect(field("acceptTerms").checked).toBe(true);
    expect(select.value).toBe("CI");
    expect(field("phone").value).toBe("+225 0701020304");
    // The island counts as the visitor's only what differs from the starting values.
    expect(field("firstName").defaultValue).toBe("Moussa");
    expect(message.defaultValue).toBe("Une boutique à Abidjan.");
    expect(field("acceptTerms").defaultChecked).toBe(true);
    expect(select.selectedOptions[0]?.defaultSelected).toBe(true);
    expect([...select.options].filter((option) => option.defaultSelected).map((option) => option.value)).toEqual(["CI"]);
    expect(field("phone").defaultValue).toBe("+225 0701020304");
  });

  it("leaves what the visitor typed or chose before the script came", () => {
    const { form, field, select } = serverForm();
    field("firstName").value = "Awa";
    select.value = "SN";
    restoreDraft(form, draft, undefined);
    expect(field("firstName").value).toBe("Awa");
    expect(field("lastName").value).toBe("Koné");
    // The country chosen keeps the number the visitor has, and the draft's number stays with the draft's country.
    expect(select.value).toBe("SN");
    expect(field("phone").value).toBe("+237 ");

    const typed = serverForm();
    typed.field("phone").value = "+237 671";
    restoreDraft(typed.form, draft, undefined);
    expect(typed.select.value).toBe("CM");
    expect(typed.field("phone").value).toBe("+237 671");
  });

  it("leaves a field typed in and emptied again before the script came, as the visitor left it", () => {
    const { form, field, message } = serverForm();
    recordVisitor(form.closest("astro-island") as Element);
    for (const [control, typed] of [
      [field("firstName"), "A"],
      [message, "x"],
      [field("phone"), "+237 6"],
    ] as const) {
      control.value = typed;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.value = control === field("phone") ? "+237 " : "";
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    restoreDraft(form, draft, undefined);
    expect(field("firstName").value).toBe("");
    expect(message.value).toBe("");
    expect(field("phone").value).toBe("+237 ");
    // What the visitor never touched is restored.
    expect(field("lastName").value).toBe("Koné");
  });

  it("gives the last country with its dial code when there is no draft", () => {
    const { form, field, select } = serverForm();
    restoreDraft(form, undefined, senegal);
    expect(select.value).toBe("SN");
    expect(field("phone").value).toBe("+221 ");
    expect(field("firstName").value).toBe("");
    expect(field("acceptTerms").checked).toBe(false);
  });

  it("reads the browser's storage, and does nothing once the island is awake or when the storage refuses", () => {
    localStorage.setItem(draftKey, JSON.stringify(draft));
    localStorage.setItem(lastCountryKey, JSON.stringify(senegal));
    const asleep = serverForm();
    restoreSavedDraft();
    expect(asleep.field("firstName").value).toBe("Moussa");
    expect(asleep.select.value).toBe("CI");

    const awake = serverForm({ awake: true });
    restoreSavedDraft();
    expect(awake.field("firstName").value).toBe("");
    expect(awake.select.value).toBe("CM");

    // Storage turned off: the browser refuses even to give it.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    const refused = serverForm();
    restoreSavedDraft();
    expect(refused.field("firstName").value).toBe("");
    expect(refused.field("phone").value).toBe("+237 ");
  });
});
