import { expect, test } from "vitest";
import { withNoun } from "~/content/counted";
import { counted, countedInDigits, isPlural } from "./plural";

const nnbsp = "\u202f";

test("French takes the singular below two and the plural from two on", () => {
  expect(isPlural(0)).toBe(false);
  expect(isPlural(1)).toBe(false);
  expect(isPlural(1.5)).toBe(false);
  expect(isPlural(2)).toBe(true);
  expect(isPlural(1_000_000)).toBe(true);
});

test("the rule is Intl's French plural rules, the millions' « many » taken as a plural", () => {
  const rules = new Intl.PluralRules("fr-FR");
  const counts = [0, 0.5, 1, 1.5, 1.99, 2, 2.5, 3, 10, 21, 100, 1_000, 999_999, 1_000_000, 2_000_000, 1_000_001, -1, -2];
  for (const count of counts) {
    expect(isPlural(count), String(count)).toBe(rules.select(count) !== "one");
  }
});

test("a count is its number in French style and its word", () => {
  expect(withNoun(counted(1), "abonné", "abonnés")).toBe("1\u00a0abonné");
  expect(withNoun(counted(1200), "mot", "mots")).toBe(`1${nnbsp}200\u00a0mots`);
  expect(withNoun(counted(12.345, 1), "mot", "mots")).toBe("12,3\u00a0mots");
  expect(withNoun(countedInDigits(1200), "vue", "vues")).toBe("1200\u00a0vues");
});
