import type { Enhancement } from "../shell/in-turns.client";
import { enhanceArticleList } from "./article-list.client";
import { showLiveStats } from "./live-stats.client";

/** The blog's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [
  // The search and the sort first: what the visitor typed or chose before the script came is applied at once.
  enhanceArticleList,
  showLiveStats,
];
