import { behaviour } from "./behaviour";

// The five counts of « Gestion des articles » (app/admin/articles/admin-articles.astro), which the editor island sets
// from the answer to each of its saves and publishes (admin/articles/show-article-counts.client.ts).

/** A count shown by a stat card or an article tab: which of the five it is (`total`, `draft`, `published`…). */
export const articleCount = behaviour({ of: "data-article-count" });
