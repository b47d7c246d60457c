import { whenShown } from "../shell/when-shown.client";
import { enhanceArticlePage } from "./article-page.client";
import { showLiveStats } from "./live-stats.client";

export function enhancePage(): void {
  // No stream of live figures for a page prerendered ahead of a click that may never come.
  whenShown(showLiveStats);
  enhanceArticlePage();
}
