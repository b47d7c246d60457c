import { describe, expect, it } from "vitest";
import { categoryCounts, withCategory } from "./listing";

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
