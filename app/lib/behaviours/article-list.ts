import { behaviour } from "./behaviour";

// Kheopscope's list of articles (site/blog/blog-home-page.tsx), searched and sorted in place by
// app/site/blog/article-list.client.ts. Its view (grid or list) and the removal of a filter are links that keep the
// current address (queryLink, ./current-address.ts).

/** The search and the sort: a GET form, which works alone; the script applies them as the visitor changes them. */
export const listControls = behaviour({ form: "data-article-list-controls" });

/** The cards shown, and the time the server sorted them at (« Tendance » depends on it). */
export const articleList = behaviour({ list: "data-article-list", now: "data-now" });

/** The cards the search leaves out, waiting in a <template> for the search to widen. */
export const articlePool = behaviour({ pool: "data-article-pool" });

/** « Aucun article trouvé », shown when nothing matches. */
export const listEmpty = behaviour({ empty: "data-list-empty" });

/** One card of the list (an <li>), with what it is searched and sorted by: `search` is its folded title and excerpt. */
export const listedArticle = behaviour({
  slug: "data-listed",
  id: "data-listed-id",
  date: "data-listed-date",
  readingMinutes: "data-reading-minutes",
  likes: "data-listed-likes",
  views: "data-listed-views",
  search: "data-search",
});
