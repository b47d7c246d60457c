import { expect, test } from "vitest";
import { formatCount, plural } from "./plural";

const nnbsp = "\u202f";

test("French takes the singular below two and the plural from two on", () => {
  expect(plural(0, "vue", "vues")).toBe("vue");
  expect(plural(1, "vue", "vues")).toBe("vue");
  expect(plural(1.5, "mot", "mots")).toBe("mot");
  expect(plural(2, "vue", "vues")).toBe("vues");
  expect(plural(1_000_000, "vue", "vues")).toBe("vues");
});

test("the rule is Intl's French plural rules, the millions' « many » taken as a plural", () => {
  const rules = new Intl.PluralRules("fr-FR");
  const counts = [0, 0.5, 1, 1.5, 1.99, 2, 2.5, 3, 10, 21, 100, 1_000, 999_999, 1_000_000, 2_000_000, 1_000_001, -1, -2];
  for (const count of counts) {
    expect(plural(count, "one", "other"), String(count)).toBe(rules.select(count) === "one" ? "one" : "other");
  }
});

test("a count is its number in French style and its word", () => {
  expect(formatCount(1, "abonné", "abonnés")).toBe("1\u00a0abonné");
  expect(formatCount(1200, "mot", "mots")).toBe(`1${nnbsp}200\u00a0mots`);
  expect(formatCount(12.345, "mot", "mots", 1)).toBe("12,3\u00a0mots");
});
