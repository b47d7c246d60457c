import { enhanceArticleList } from "./article-list.client";
import { showLiveStats } from "./live-stats.client";

export function enhancePage(): void {
  // The search and the sort first: what the visitor typed or chose before the script came is applied at once.
  enhanceArticleList();
  showLiveStats();
}
