import { enhanceArticleList } from "../article-list";
import { showLiveStats } from "../live-stats";

export function enhancePage(): void {
  showLiveStats();
  enhanceArticleList();
}
