import { describe, expect, it, test } from "vitest";
import { categoryCounts, shortFrenchDate, withCategory } from "./listing";

test("shortFrenchDate writes every month as Intl's fr-FR short format does", () => {
  const intl = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  for (let month = 1; month <= 12; month++) {
    const day = `2025-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`;
    expect(shortFrenchDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  }
  expect(shortFrenchDate("2026-11-24")).toBe("24 nov. 2026");
});

describe("categories in the URL", () => {
  const articles = [
    { slug: "a", category: "Vente & Négociation" },
    { slug: "b", category: "Marketing d'Influence" },
    { slug: "c", category: "Vente & Négociation" },
  ];

  it("names each category by a slug, with its count", () => {
    expect(categoryCounts(articles)).toEqual([
      { name: "Vente & Négociation", slug: "vente-negociation", count: 2 },
      { name: "Marketing d'Influence", slug: "marketing-d-influence", count: 1 },
    ]);
  });

  it("keeps the articles of the category named, all of them without one, none for an unknown one", () => {
    expect(withCategory(articles, "vente-negociation").map((article) => article.slug)).toEqual(["a", "c"]);
    expect(withCategory(articles, null)).toHaveLength(3);
    expect(withCategory(articles, "cuisine")).toEqual([]);
  });
});
