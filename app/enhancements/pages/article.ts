import { enhanceArticlePage } from "../article-page";
import { showLiveStats } from "../live-stats";
import { whenShown } from "../when-shown";

export function enhancePage(): void {
  // No stream of live figures for a page prerendered ahead of a click that may never come.
  whenShown(showLiveStats);
  enhanceArticlePage();
}
