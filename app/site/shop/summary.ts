import type { Ebook } from "~/content/ebooks/types";
import { person } from "~/content/people";
import type { AgencyFacts } from "~/lib/facts/agency-facts";
import { type EbookPrice, ebookPriceAt } from "~/lib/facts/prices";

/** What a card shows of an e-book: everything but the long texts, with its price now. */
export type EbookSummary = Pick<
  Ebook,
  "id" | "title" | "subtitle" | "description" | "isFeatured" | "publishedDate" | "pages" | "language" | "formats" | "category" | "cover"
> &
  Pick<EbookPrice, "priceXaf" | "originalPriceXaf" | "isOnSale"> & { authorName: string };

export function summarizeEbook(ebook: Ebook, price: EbookPrice): EbookSummary {
  const { id, title, subtitle, description, isFeatured, publishedDate, pages, language, formats, category, cover } = ebook;
  const { priceXaf, originalPriceXaf, isOnSale } = price;
  return {
    ...{ id, title, subtitle, description, isFeatured, publishedDate, pages, language, formats, category, cover },
    ...{ priceXaf, originalPriceXaf, isOnSale },
    authorName: person(ebook.authorId).name,
  };
}

/** The summary with the price the facts give at `now` (app/lib/facts/prices.ts). */
export function summarizeEbookAt(ebook: Ebook, facts: AgencyFacts, now: Date): EbookSummary {
  return summarizeEbook(ebook, ebookPriceAt(facts, ebook.id, now));
}
