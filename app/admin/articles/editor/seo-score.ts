import { keywordDensityAdvice, recommendedWords, seoDescriptionAdvice, seoText, seoTitleMax } from "~/content/admin/editor";
import { findingCount, findingNumber } from "./finding-numbers";
import { countPhrase, countWords, foldedTokens, hasElement, textOfHtml } from "./html-text";

export type SeoLabel = (typeof seoText.labels)[keyof typeof seoText.labels];

export interface SeoCriterion {
  id: string;
  label: string;
  points: number;
  max: number;
  /** null when the criterion has full marks. */
  advice: string | null;
}

export interface SeoReport {
  score: number;
  label: SeoLabel;
  criteria: SeoCriterion[];
}

export function seoLabel(score: number): SeoLabel {
  if (score >= 80) return seoText.labels.excellent;
  if (score >= 60) return seoText.labels.good;
  if (score >= 40) return seoText.labels.average;
  return seoText.labels.poor;
}

function length(text: string): number {
  return Array.from(text).length;
}

function present(id: string, text: { label: string; advice: string }, max: number, found: boolean): SeoCriterion {
  return { id, label: text.label, points: found ? max : 0, max, advice: found ? null : text.advice };
}

/**
 * The article's SEO score. Its criteria add up to 110 points and the score is "out of 100":
 * the sum is capped at 100, so an article may miss one of the small criteria and still score 100.
 */
export function scoreSeo({ title, html }: { title: string; html: string }): SeoReport {
  const { criteria: text } = seoText;
  const titleLength = length(title.trim());
  const titlePoints = titleLength === 0 ? 0 : titleLength <= seoTitleMax ? 20 : 10;
  const words = countWords(textOfHtml(html));
  // Math.round: 150 words (12.5) give 13 points, 6 words (0.5) give 1 point, 5 words (0.42) give 0.
  const wordPoints = words >= recommendedWords ? 25 : Math.round((25 * words) / recommendedWords);

  const criteria: SeoCriterion[] = [
    {
      id: "title",
      label: text.title.label,
      points: titlePoints,
      max: 20,
      advice: titlePoints === 20 ? null : titleLength === 0 ? text.title.missing : text.title.tooLong(findingNumber(titleLength)),
    },
    {
      id: "words",
      label: text.words.label,
      points: wordPoints,
      max: 25,
      advice: wordPoints === 25 ? null : text.words.advice(findingCount(words)),
    },
    present("headings", text.headings, 20, hasElement(html, "h1", "h2", "h3", "h4", "h5", "h6")),
    present("paragraphs", text.paragraphs, 10, hasElement(html, "p")),
    present("lists", text.lists, 10, hasElement(html, "ul", "ol")),
    present("strong", text.strong, 5, hasElement(html, "strong", "b")),
    present("links", text.links, 10, hasElement(html, "a")),
    present("images", text.images, 10, hasElement(html, "img")),
  ];
  const score = Math.min(
    100,
    criteria.reduce((sum, criterion) => sum + criterion.points, 0),
  );
  return { score, label: seoLabel(score), criteria };
}

export interface KeywordDensity {
  keyword: string;
  occurrences: number;
  /** Percent of the words, one decimal. */
  density: number;
  advice: string | null;
}

/**
 * Occurrences of the keyword phrase (whole words, accents and case ignored) × its number of words
 * / the text's words × 100, rounded to one decimal: "seo local" twice in 100 words is 4 %.
 */
export function keywordDensity(text: string, keyword: string): KeywordDensity {
  const phraseWords = foldedTokens(keyword).length;
  const occurrences = countPhrase(foldedTokens(text), keyword);
  const words = countWords(text);
  const density = words === 0 ? 0 : Math.round(((occurrences * phraseWords) / words) * 1000) / 10;
  const { keyword: advice } = seoText;
  return {
    keyword,
    occurrences,
    density,
    advice:
      occurrences === 0
        ? advice.absent(keyword)
        : density < keywordDensityAdvice.min
          ? advice.tooLow(keyword, findingNumber(density))
          : density > keywordDensityAdvice.max
            ? advice.tooHigh(keyword, findingNumber(density))
            : null,
  };
}

/** The keywords worth measuring: trimmed, non-empty, each once (accents and case ignored). */
export function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => {
      const key = foldedTokens(keyword).join(" ");
      if (key === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export interface LengthCheck {
  length: number;
  advice: string | null;
}

export interface AdvancedSeoReport extends SeoReport {
  keywords: KeywordDensity[];
  seoTitle: LengthCheck;
  seoDescription: LengthCheck;
}

export function advancedSeo(input: {
  title: string;
  html: string;
  keywords: string[];
  seoTitle: string;
  seoDescription: string;
}): AdvancedSeoReport {
  const text = textOfHtml(input.html);
  const titleLength = length(input.seoTitle.trim());
  const descriptionLength = length(input.seoDescription.trim());
  const { min, max } = seoDescriptionAdvice;
  return {
    ...scoreSeo(input),
    keywords: distinctKeywords(input.keywords).map((keyword) => keywordDensity(text, keyword)),
    seoTitle: {
      length: titleLength,
      advice:
        titleLength === 0
          ? seoText.seoTitle.missing
          : titleLength > seoTitleMax
            ? seoText.seoTitle.tooLong(findingNumber(titleLength))
            : null,
    },
    seoDescription: {
      length: descriptionLength,
      advice:
        descriptionLength === 0
          ? seoText.seoDescription.missing
          : descriptionLength < min || descriptionLength > max
            ? seoText.seoDescription.outOfRange(findingNumber(descriptionLength))
            : null,
    },
  };
}
