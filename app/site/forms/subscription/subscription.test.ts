import { describe, expect, it } from "vitest";
import { phoneMessages, subscriptionMessages } from "~/content/form-messages";
import { searchPhoneCountries } from "./country-search";
import { phoneCountries, phoneProblem } from "./phone";
import { subscriptionSchema } from "./subscription";

const issues = (input: Record<string, unknown>) => {
  const result = subscriptionSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
};

const valid = {
  firstName: "  jean-marc ",
  lastName: "ngo BIYONG",
  email: "jm@exemple.cm",
  phoneCountry: "CM",
  phone: "+237 6 71 23 45 67",
  message: "",
  acceptTerms: "on",
  selectedPlan: "Pro",
  selectedPeriod: "quarterly",
  initialPrice: "405000",
};

describe("phone rules, in order", () => {
  it.each([
    ["+237 ", "CM", phoneMessages.required],
    ["", "CM", phoneMessages.required],
    ["+237 abc6", "CM", phoneMessages.format],
    ["+237 6", "CM", phoneMessages.format],
    ["+888 1234 5678 9", "CM", phoneMessages.country],
    ["+237 6 71 23", "CM", phoneMessages.tooShort],
    ["+237 6 71 23 45 67 89", "CM", phoneMessages.tooLong],
    ["+33 6 12 34 56 78", "CM", phoneMessages.countryMismatch],
    ["+1 416 555 0123", "US", phoneMessages.countryMismatch],
    ["+237 5 71 23 45 67", "CM", phoneMessages.invalid],
    ["+33 8 99 12 34 56", "FR", phoneMessages.type],
    ["+1 800 555 1234", "US", phoneMessages.type],
  ])("%s (%s) → %s", (phone, country, message) => {
    expect(phoneProblem(phone, country as "CM")).toBe(message);
  });

  it("accepts Cameroon mobiles, landlines and foreign mobiles", () => {
    expect(phoneProblem("+237 6 71 23 45 67", "CM")).toBeUndefined();
    expect(phoneProblem("+237 6 99 99 99 99", "CM")).toBeUndefined();
    expect(phoneProblem("+237 2 33 42 12 34", "CM")).toBeUndefined();
    expect(phoneProblem("671234567", "CM")).toBeUndefined();
    expect(phoneProblem("+33 6 12 34 56 78", "FR")).toBeUndefined();
  });
});

describe("country picker search", () => {
  const list = phoneCountries();

  it("lists countries by French name with their dial codes", () => {
    expect(list.find((country) => country.code === "CM")).toEqual({ code: "CM", name: "Cameroun", dialCode: "+237" });
    expect(list.length).toBeGreaterThan(200);
    expect(list.findIndex((country) => country.code === "AF")).toBeLessThan(list.findIndex((country) => country.code === "ZA") + 10);
  });

  it("ignores accents and case, and matches dial codes and ISO codes", () => {
    expect(searchPhoneCountries(list, "cote d").map((country) => country.code)).toContain("CI");
    expect(searchPhoneCountries(list, "SÉNÉGAL").map((country) => country.code)).toEqual(["SN"]);
    expect(searchPhoneCountries(list, "+237").map((country) => country.code)).toEqual(["CM"]);
    expect(searchPhoneCountries(list, "ga").map((country) => country.code)).toContain("GA");
    expect(searchPhoneCountries(list, "")).toHaveLength(list.length);
  });
});

describe("subscription schema", () => {
  it("accepts a complete request and normalises names and choices", () => {
    const parsed = subscriptionSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: "Jean-marc", lastName: "Ngo biyong", selectedPlan: "Pro", initialPrice: 405000 });
  });

  it("gives each field its message, all at once", () => {
    expect(issues({ ...valid, firstName: "J", email: "jm@", phone: "+237 ", acceptTerms: undefined })).toEqual({
      firstName: "Le prénom doit contenir au moins 2 caractères.",
      email: subscriptionMessages.email,
      phone: phoneMessages.required,
      acceptTerms: subscriptionMessages.terms,
    });
  });

  it("falls back to Starter, monthly and Cameroon on unknown values, ignores unknown fields", () => {
    const parsed = subscriptionSchema.parse({
      ...valid,
      selectedPlan: "Gold",
      selectedPeriod: "weekly",
      phoneCountry: "ZZ",
      initialPrice: "abc",
      admin: "1",
    });
    expect(parsed).toMatchObject({ selectedPlan: "Starter", selectedPeriod: "monthly", phoneCountry: "CM", initialPrice: undefined });
    expect(parsed).not.toHaveProperty("admin");
  });

  it("treats wrong types as missing values instead of failing hard", () => {
    expect(issues({ ...valid, phone: ["+237 6 71 23 45 67"], email: 12 })).toMatchObject({
      phone: phoneMessages.required,
      email: subscriptionMessages.email,
    });
  });
});
