import { describe, expect, it } from "vitest";
import { phoneCountries } from "~/site/forms/subscription/phone";
import { countryOfOption, countryOptionLabel } from "./country-select";

describe("the server's country <select>", () => {
  it("gives back every country from its option, names with brackets included (« Congo (RDC) »)", () => {
    const countries = phoneCountries();
    expect(countries.some((country) => country.name.includes("("))).toBe(true);
    for (const country of countries) {
      expect(countryOfOption({ text: countryOptionLabel(country), value: country.code })).toEqual(country);
    }
  });

  it("reads nothing from an option that is not one of its countries", () => {
    expect(countryOfOption({ text: "Choisir", value: "" })).toBeUndefined();
  });
});
