import type { PersonId } from "../people";

/**
 * The settings (environment variables) that hold the URL of a hosted checkout, one an e-book: the link « Réglages »
 * starts from (app/lib/facts/agency-facts.server.ts picks it from the configuration, so tsc says which is not one).
 */
export type CheckoutUrlSetting = "CHECKOUT_URL_SALES_METHOD" | "CHECKOUT_URL_COMMUNITY_MANAGER" | "CHECKOUT_URL_SELL_WITHOUT_BUDGET";

/** An e-book of the shop. Prices are whole FCFA (decision D7). */
export interface Ebook {
  /** Also its URL: /boutique/<id>. */
  id: string;
  title: string;
  subtitle: string;
  /** One or two sentences for cards and search results. */
  description: string;
  /** Paragraphs, in order. */
  fullDescription: string[];
  /**
   * Its normal price, and the promotional one it sells at, in FCFA, until an administrator sets them in « Boutique »
   * (app/lib/facts/prices.ts reads what the visitors see).
   */
  listPriceXaf: number;
  salePriceXaf?: number;
  isFeatured: boolean;
  /** What the reader gets, 5 to 8 short lines. */
  features: string[];
  /** ISO date, YYYY-MM-DD. */
  publishedDate: string;
  pages: number;
  language: "Français";
  formats: ("PDF" | "EPUB")[];
  category: string;
  /** Chapters (level 1) and their sub-items (level 2), in reading order. */
  tableOfContents: { id: string; title: string; level: 1 | 2 }[];
  /** An answer may state the price paid now as {prix} (never as figures, which would not follow « Boutique »). */
  faq: { question: string; answer: string }[];
  /** Its author (app/content/people.ts), shown with their byline title and portrait. */
  authorId: PersonId;
  /** Artwork key of the cover: "ebooks/<id>". */
  cover: string;
  /** The setting holding the URL of its hosted checkout; unset, the e-book is not on sale yet. */
  checkoutUrlSetting: CheckoutUrlSetting;
}
