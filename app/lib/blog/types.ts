import type { Byline } from "~/content/people";

/** The stats stream's first event (app/pages/api/articles/statistiques/flux.ts): every published article's counts. Later messages carry one change each. */
export const statsSnapshotEvent = "stats";

/** An article's live counters. */
export interface ArticleStats {
  likes: number;
  views: number;
}

/** An article as lists and cards show it (no content). */
export interface ArticleSummary extends ArticleStats {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: Byline;
  /** The day of publication in Douala, YYYY-MM-DD. */
  date: string;
  readingMinutes: number;
  category: string;
  tags: string[];
  image: string;
}

/** Who took a stock picture and where it comes from, shown under it as the provider asks. */
export interface ImageCredit {
  author: string;
  authorUrl: string;
  source: string;
  /** The provider's site, which the credit names ("… sur Unsplash"). */
  sourceUrl: string;
}

export interface Article extends ArticleSummary {
  /** Stored HTML; empty when the article has no content. */
  content: string;
  /** What the staff wrote for search engines and link previews (« Publication et référencement »); absent when left empty. */
  seoTitle?: string;
  seoDescription?: string;
  /** The staff's keywords for the article; empty for bundled articles. */
  keywords: string[];
  authorQuote?: string;
  imageCredit?: ImageCredit;
}
