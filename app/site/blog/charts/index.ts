import type { ComponentType } from "react";
import { AgeDistributionTable, EngagementTable, FeatureComparisonTable, RoiTable } from "./data-tables";
import { AgeDistributionChart, EngagementBars, FeatureComparison, RoiCards } from "./reels-vs-tiktok";

/** The interactive components an article's text can call by marker ([[composant:<name>]]). */
export const articleComponents: Record<string, ComponentType> = {
  "repartition-ages": AgeDistributionChart,
  "comparatif-fonctionnalites": FeatureComparison,
  "taux-engagement": EngagementBars,
  roi: RoiCards,
};

/** The same components as data tables, for data-saver mode: each chart's figures, nothing drawn. */
export const articleDataTables: Record<string, ComponentType> = {
  "repartition-ages": AgeDistributionTable,
  "comparatif-fonctionnalites": FeatureComparisonTable,
  "taux-engagement": EngagementTable,
  roi: RoiTable,
};
