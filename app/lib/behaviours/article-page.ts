import { behaviour } from "./behaviour";

// An article's page (app/pages/kheopscope/[slug].astro, site/blog/article-tools.tsx), enhanced by
// app/site/blog/article-page.client.ts.

/** The article: what its view, its reading time and its sharing are measured by; `light`, the data-saver mode. */
export const articlePage = behaviour({
  slug: "data-article",
  title: "data-article-title",
  category: "data-article-category",
  light: "data-light",
});

/** The article's text, which the font size button scales. */
export const articleBody = behaviour({ body: "data-article-body" });

/** The font size button: 1.125 rem up to 1.5 by 0.125, then 1. */
export const fontSizeButton = behaviour({ button: "data-font-size" });

/** A link to a network's share page, opened in a window of its own, without access to this page. */
export const sharePopup = behaviour({ link: "data-share-popup" });

/** « Copier le lien »: the address it copies. */
export const copyLinkButton = behaviour({ url: "data-copy-link" });

/** The reading progress (a progressbar), moved by the scroll. */
export const readingProgress = behaviour({ bar: "data-reading-progress" });

/** Its ring, drawn as far as the article is read. */
export const progressRing = behaviour({ ring: "data-progress-ring" });

/** Its figure, « 42% ». */
export const progressFigure = behaviour({ figure: "data-progress-value" });

/**
 * A diagram's source in the stored text (`processed`: drawn, set by the diagram library). The stored HTML is
 * written by lib/blog/render.server.ts and kept by the sanitiser, which spell the marker themselves. As the page is
 * served, a flowchart's <pre> holds it in words and its source moves to `source` (withDiagramsInWords).
 */
export const articleDiagram = behaviour({ diagram: "data-diagram", processed: "data-processed", source: "data-source" });

/**
 * The age chart's choice (site/blog/charts/reels-vs-tiktok.tsx): radio buttons the stylesheet answers, kept in the
 * address as `?ages=` by site/blog/charts/age-chart.client.ts, so that the server renders the same choice again.
 */
export const ageChartChoice = behaviour({ choice: "data-age-choice" });

/** The address's name for the choice; « les-deux » is the default, which the address leaves out. */
export const ageChartQuery = "ages";
export const ageChartChoices = ["les-deux", "tiktok", "instagram"] as const;
export type AgeChartChoice = (typeof ageChartChoices)[number];
export const defaultAgeChartChoice: AgeChartChoice = "les-deux";

/** The choice an address asks for: one of the three, else the default. */
export function ageChartChoiceOf(value: string | null | undefined): AgeChartChoice {
  return ageChartChoices.find((choice) => choice === value) ?? defaultAgeChartChoice;
}
