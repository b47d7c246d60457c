import { type ComponentType, createElement } from "react";
import { ageChartChoiceOf, ageChartQuery } from "~/lib/behaviours/article-page";
import { AgeDistributionTable, EngagementTable, FeatureComparisonTable, RoiTable } from "./data-tables";
import { AgeDistributionChart, EngagementBars, FeatureComparison, RoiCards } from "./reels-vs-tiktok";

/** What a chart may take from the page: the query of its address (the age chart's choice, `?ages=`). */
export interface ArticleChartProps {
  query: URLSearchParams;
}

/** The interactive components an article's text can call by marker ([[composant:<name>]]). */
export const articleComponents: Record<string, ComponentType<ArticleChartProps>> = {
  "repartition-ages": ({ query }) => createElement(AgeDistributionChart, { choice: ageChartChoiceOf(query.get(ageChartQuery)) }),
  "comparatif-fonctionnalites": FeatureComparison,
  "taux-engagement": EngagementBars,
  roi: RoiCards,
};

/** The same components as data tables, for data-saver mode: each chart's figures, nothing drawn. */
export const articleDataTables: Record<string, ComponentType<ArticleChartProps>> = {
  "repartition-ages": AgeDistributionTable,
  "comparatif-fonctionnalites": FeatureComparisonTable,
  "taux-engagement": EngagementTable,
  roi: RoiTable,
};
