import type { Ebook } from "~/content/ebooks/types";
import { person } from "~/content/people";

/** What a card shows of an e-book: everything but the long texts. */
export type EbookSummary = Pick<
  Ebook,
  | "id"
  | "title"
  | "subtitle"
  | "description"
  | "priceXaf"
  | "originalPriceXaf"
  | "isOnSale"
  | "isFeatured"
  | "publishedDate"
  | "pages"
  | "language"
  | "formats"
  | "category"
  | "cover"
> & { authorName: string };

export function summarizeEbook(ebook: Ebook): EbookSummary {
  const {
    fullDescription: _full,
    tableOfContents: _toc,
    faq: _faq,
    features: _features,
    checkoutUrlSetting: _checkout,
    authorId,
    ...rest
  } = ebook;
  return { ...rest, authorName: person(authorId).name };
}
