import { articleLimitMessages } from "~/content/editor";
import { formatNumber } from "~/lib/format/number";

/**
 * The most an article's HTML may hold. The bundled articles (1 200 to 3 500 words) have about 250
 * elements, nested 5 deep; the editor writes no deeper than a quote holding a list of formatted links
 * (about 8). The limits leave room for long articles and tables, and stop what no article reaches:
 * the review's 799 KB of nested <div> (72 000 levels) kept the sanitiser busy for 14 s.
 */
export const articleHtmlLimits = { elements: 10_000, depth: 40 } as const;

// Elements that have no end tag, so never hold anything.
const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
// Elements whose end tag may be left out: a new one closes the one still open (<li>a<li>b).
const selfClosingSiblings = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option"]);

/**
 * How many elements the HTML opens, and how deeply it nests them, measured on the text without
 * parsing it: one pass over the tags, stopping as soon as a limit is passed, so it costs the same
 * for a hostile document as for a real one. An end tag closes the elements opened since its start
 * tag, as a browser does; a stray one is ignored.
 */
export function measureHtml(html: string, limits: { elements: number; depth: number } = articleHtmlLimits) {
  const open: string[] = [];
  let elements = 0;
  let depth = 0;
  const tag = /<(\/?)([A-Za-z][A-Za-z0-9-]*)[^>]*?(\/?)>/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, rawName = "", selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
      continue;
    }
    elements++;
    if (elements > limits.elements) break;
    if (voidElements.has(name) || selfClosing) continue;
    if (selfClosingSiblings.has(name) && open.at(-1) === name) open.pop();
    open.push(name);
    depth = Math.max(depth, open.length);
    if (depth > limits.depth) break;
  }
  return { elements, depth };
}

/** The French message for HTML that passes the limits, or undefined when an article may hold it. */
export function articleHtmlProblem(html: string): string | undefined {
  const { elements, depth } = measureHtml(html);
  if (depth > articleHtmlLimits.depth) return articleLimitMessages.tooDeep(articleHtmlLimits.depth);
  if (elements > articleHtmlLimits.elements) {
    return articleLimitMessages.tooManyElements(formatNumber(articleHtmlLimits.elements));
  }
  return undefined;
}
