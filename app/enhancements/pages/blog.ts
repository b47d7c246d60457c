import { enhanceArticleList } from "../article-list";
import { showLiveStats } from "../live-stats";

export function enhancePage(): void {
  // The search and the sort first: what the visitor typed or chose before the script came is applied at once.
  enhanceArticleList();
  showLiveStats();
}
