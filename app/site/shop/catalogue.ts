import type { Ebook } from "~/content/ebooks/types";
import { compareCodeUnits } from "~/lib/text/compare";
import { fold } from "~/lib/text/fold";
import type { EbookSummary } from "./summary";

/** Shop sorts, as written in the URL (?tri=). */
export const shopSorts = ["date-desc", "date-asc", "price-asc", "price-desc"] as const;
export type ShopSort = (typeof shopSorts)[number];

export function isShopSort(value: string | null | undefined): value is ShopSort {
  return shopSorts.some((sort) => sort === value);
}

/** Substring of the title, case and accents ignored. */
export function matchesSearch(ebook: Pick<Ebook, "title">, query: string): boolean {
  const wanted = fold(query.trim());
  return wanted === "" || fold(ebook.title).includes(wanted);
}

/** Search, then category ('all' keeps every one), then sort; the newest first by default. */
export function browseCatalogue<T extends Pick<EbookSummary, "title" | "category" | "priceXaf" | "publishedDate">>(
  ebooks: T[],
  { query = "", category = "all", sort = "date-desc" }: { query?: string; category?: string; sort?: ShopSort },
): T[] {
  const compare: Record<ShopSort, (a: T, b: T) => number> = {
    "date-desc": (a, b) => compareCodeUnits(b.publishedDate, a.publishedDate),
    "date-asc": (a, b) => compareCodeUnits(a.publishedDate, b.publishedDate),
    "price-asc": (a, b) => a.priceXaf - b.priceXaf,
    "price-desc": (a, b) => b.priceXaf - a.priceXaf,
  };
  return ebooks.filter((ebook) => matchesSearch(ebook, query) && (category === "all" || ebook.category === category)).sort(compare[sort]);
}

export function categoriesOf(ebooks: Pick<Ebook, "category">[]): string[] {
  return [...new Set(ebooks.map((ebook) => ebook.category))].sort((a, b) => a.localeCompare(b, "fr"));
}

/** Up to three others of the same category ('Vous aimerez aussi'). */
export function suggestionsFor<T extends Pick<Ebook, "id" | "category" | "publishedDate">>(ebooks: T[], current: T): T[] {
  return ebooks
    .filter((ebook) => ebook.id !== current.id && ebook.category === current.category)
    .sort((a, b) => compareCodeUnits(b.publishedDate, a.publishedDate))
    .slice(0, 3);
}

/** Every e-book is PROMO except the newest release, vendre-avec-0f, which is NOUVEAUTÉ. */
export function badgeOf(ebook: Pick<EbookSummary, "id" | "isOnSale">): "new" | "promo" | undefined {
  if (ebook.id === "vendre-avec-0f") return "new";
  return ebook.isOnSale ? "promo" : undefined;
}

/** The two newest by publication date, for the home page. */
export function newestEbooks<T extends Pick<Ebook, "publishedDate">>(ebooks: T[], count = 2): T[] {
  return [...ebooks].sort((a, b) => compareCodeUnits(b.publishedDate, a.publishedDate)).slice(0, count);
}
