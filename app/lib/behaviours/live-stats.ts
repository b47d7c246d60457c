import { behaviour } from "./behaviour";

// The live likes and views (app/site/blog/live-stats.client.ts keeps them up to date from the stats stream).

/** A like button (site/blog/like-button.tsx): the article's slug, its title and where it sits, for analytics. */
export const likeButton = behaviour({ slug: "data-like", title: "data-like-title", place: "data-like-place" });

/** The words of a like button (« J'aime », « Aimé ») beside its count. */
export const likeLabel = behaviour({ label: "data-like-label" });

/** A count of an article's likes or views (site/blog/stat-count.tsx), alone or with its words. */
export const statCount = behaviour({ slug: "data-stat-of", stat: "data-stat", labelled: "data-stat-labelled" });

/** The sidebar's most popular articles (site/blog/blog-sidebar.tsx), re-ranked as the counts change. */
export const popularList = behaviour({ list: "data-popular" });

/** One of them: its slug, date and the popularity the server counted. */
export const popularItem = behaviour({ slug: "data-slug", date: "data-date", popularity: "data-popularity" });
