import { describe, expect, it } from "vitest";
import { badgeOf, browseCatalogue, categoriesOf, isShopSort, matchesSearch, newestEbooks, suggestionsFor } from "./catalogue";

const book = (id: string, title: string, category: string, priceXaf: number, publishedDate: string, isOnSale = true) => ({
  id,
  title,
  category,
  priceXaf,
  publishedDate,
  isOnSale,
});
const books = [
  book("community-manager-de-choc", "Community Manager de Choc", "Réseaux sociaux", 12900, "2024-09-15"),
  book("la-methodologie-de-la-vente", "La Méthodologie de la Vente", "Vente & Négociation", 19022, "2023-12-05"),
  book("vendre-avec-0f", "Vendre avec 0 F", "Vente & Négociation", 3998, "2025-07-24"),
  book("guide-tiktok", "Guide TikTok", "Réseaux sociaux", 5000, "2025-01-10", false),
];

describe("shop catalogue", () => {
  it("searches the title as a case-insensitive substring", () => {
    expect(matchesSearch(books[1] as (typeof books)[number], "MÉTHODO")).toBe(true);
    expect(matchesSearch(books[1] as (typeof books)[number], "vente")).toBe(true);
    expect(browseCatalogue(books, { query: "VENTE" }).map((ebook) => ebook.id)).toEqual(["la-methodologie-de-la-vente"]);
    expect(browseCatalogue(books, { query: "rien" })).toEqual([]);
  });

  it("ignores accents in the search, both ways", () => {
    expect(browseCatalogue(books, { query: "methodologie" }).map((ebook) => ebook.id)).toEqual(["la-methodologie-de-la-vente"]);
    expect(matchesSearch(books[2] as (typeof books)[number], "vendre avec 0 f")).toBe(true);
    expect(matchesSearch({ title: "Vendre sans site" }, "vendré")).toBe(true);
  });

  it("filters by category, 'all' keeping every one", () => {
    expect(browseCatalogue(books, { category: "Vente & Négociation" })).toHaveLength(2);
    expect(browseCatalogue(books, { category: "all" })).toHaveLength(4);
    expect(categoriesOf(books)).toEqual(["Réseaux sociaux", "Vente & Négociation"]);
  });

  it("sorts newest first by default, and by date or price both ways", () => {
    const ids = (sort?: Parameters<typeof browseCatalogue>[1]["sort"]) => browseCatalogue(books, { sort }).map((ebook) => ebook.id);
    expect(ids()).toEqual(["vendre-avec-0f", "guide-tiktok", "community-manager-de-choc", "la-methodologie-de-la-vente"]);
    expect(ids("date-asc")[0]).toBe("la-methodologie-de-la-vente");
    expect(ids("price-asc")).toEqual(["vendre-avec-0f", "guide-tiktok", "community-manager-de-choc", "la-methodologie-de-la-vente"]);
    expect(ids("price-desc")[0]).toBe("la-methodologie-de-la-vente");
    expect(isShopSort("price-asc")).toBe(true);
    expect(isShopSort("prix")).toBe(false);
  });

  it("suggests up to three others of the same category, never the current one", () => {
    const current = books[0] as (typeof books)[number];
    expect(suggestionsFor(books, current).map((ebook) => ebook.id)).toEqual(["guide-tiktok"]);
    expect(suggestionsFor([current], current)).toEqual([]);
  });

  it("marks every e-book PROMO when on sale, except vendre-avec-0f which is NOUVEAUTÉ", () => {
    expect(books.map(badgeOf)).toEqual(["promo", "promo", "new", undefined]);
    expect(newestEbooks(books).map((ebook) => ebook.id)).toEqual(["vendre-avec-0f", "guide-tiktok"]);
  });
});
