import type { Enhancement } from "../shell/in-turns.client";
import { whenShown } from "../shell/when-shown.client";
import { enhanceArticlePage } from "./article-page.client";
import { keepAgeChartChoiceInAddress } from "./charts/age-chart.client";
import { showLiveStats } from "./live-stats.client";

/** An article's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [
  // No stream of live figures for a page prerendered ahead of a click that may never come.
  () => whenShown(showLiveStats),
  enhanceArticlePage,
  keepAgeChartChoiceInAddress,
];
