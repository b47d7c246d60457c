import { behaviour } from "./behaviour";

// The shop's catalogue (site/shop/shop-page.tsx), searched, filtered and sorted in place by
// app/site/shop/shop-catalogue.client.ts, the address following (?q=&categorie=&tri=).

/**
 * The catalogue: the GET form of its search, category and sort (`controls`), the list of the e-books shown (`list`),
 * the note said when none is (`empty`) and the <template> of those the query leaves out (`pool`).
 */
export const shopCatalogue = behaviour({
  list: "data-catalogue",
  controls: "data-catalogue-controls",
  empty: "data-catalogue-empty",
  pool: "data-catalogue-pool",
});

/** One e-book of the catalogue, with what it is searched (its folded title), filtered and sorted by. */
export const catalogueItem = behaviour({
  id: "data-ebook",
  title: "data-ebook-title",
  category: "data-ebook-category",
  price: "data-ebook-price",
  published: "data-ebook-published",
});

/**
 * The matches shown under the search box as the visitor types: their list (`list`), the line said when none matches
 * (`empty`) and the <template> of every e-book's line (`pool`).
 */
export const searchResults = behaviour({ list: "data-search-results", empty: "data-search-empty", pool: "data-search-pool" });

/** One line of those matches: the e-book's folded title, and its id for the search's analytics event. */
export const searchResult = behaviour({ title: "data-search-result", ebook: "data-search-ebook" });
