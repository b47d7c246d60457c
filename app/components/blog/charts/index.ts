import type { ComponentType } from "react";
import { AgeDistributionChart, EngagementBars, FeatureComparison, RoiCards } from "./reels-vs-tiktok";

/** The interactive components an article's text can call by marker ([[composant:<name>]]). */
export const articleComponents: Record<string, ComponentType> = {
  "repartition-ages": AgeDistributionChart,
  "comparatif-fonctionnalites": FeatureComparison,
  "taux-engagement": EngagementBars,
  roi: RoiCards,
};
