// Imports nothing: the article sanitiser's worker (app/lib/blog/sanitize-article.server.ts) imports this
// module, and from the sources Node runs it as it is, without the "~" alias or extensionless paths.

/**
 * The most an article's HTML may hold. The bundled articles (1 200 to 3 500 words) have about 250
 * elements, nested 5 deep; the editor writes no deeper than a quote holding a list of formatted links
 * (about 8). The limits leave room for long articles and tables, and stop what no article reaches:
 * the review's 799 KB of nested <div> (72 000 levels) kept the sanitiser busy for 14 s.
 *
 * `tagLength` is the most characters one tag may span, from its "<" to its ">". The bundled articles'
 * longest is 137 (a heading's "#" link); the editor writes its longest for a link (an address: 2 000
 * characters is about the most search engines and sitemaps take) or a picture (its description, a
 * few sentences). 8 000 holds both at once with room to spare; the third review's 300 KB of "<a " is
 * one tag of 300 000 characters.
 */
export const articleHtmlLimits = { elements: 10_000, depth: 40, tagLength: 8_000 } as const;

export type HtmlLimits = { [limit in keyof typeof articleHtmlLimits]: number };

/** What no article looks like: too many elements, nested too deep, a tag left open, a tag too long. */
export type ArticleHtmlRefusal = "too-many-elements" | "too-deep" | "unclosed-tag" | "tag-too-long";

export interface HtmlShape {
  elements: number;
  depth: number;
  /** Set when the measure stopped at what the limits refuse. */
  refusal?: ArticleHtmlRefusal;
}

// Elements that have no end tag, so never hold anything.
const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
// Elements whose end tag may be left out: a new one closes the one still open (<li>a<li>b).
const selfClosingSiblings = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option"]);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameCharacter = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45;
const slash = 47;

/**
 * How many elements the HTML opens, and how deeply it nests them, measured on the text without
 * parsing it, stopping at the first thing the limits refuse. An end tag closes the elements opened
 * since its start tag, as a browser does; a stray one is ignored. A tag is "<" or "</", a name, and
 * everything up to the next ">" (so a comment's tags are counted too).
 *
 * Linear in the length of the text, whatever it holds: each search goes forward from where the last
 * one stopped (the next "<" is looked for after the tag's ">"), so no stretch of text is read twice.
 * The regular expression it replaces looked for ">" again from every "<", and read the third
 * review's 300 KB of "<a " 100 000 times over (8 s). Once no ">" is left, no tag can end: the first
 * tag without one is refused, and the measure stops there.
 */
export function measureHtml(html: string, limits: HtmlLimits = articleHtmlLimits): HtmlShape {
  const open: string[] = [];
  let elements = 0;
  let depth = 0;
  for (let start = html.indexOf("<"); start !== -1; ) {
    const closing = html.charCodeAt(start + 1) === slash;
    const nameStart = start + (closing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      start = html.indexOf("<", start + 1);
      continue;
    }
    let nameEnd = nameStart + 1;
    while (isNameCharacter(html.charCodeAt(nameEnd))) nameEnd++;
    const end = html.indexOf(">", nameEnd);
    if (end === -1) return { elements, depth, refusal: "unclosed-tag" };
    if (end + 1 - start > limits.tagLength) return { elements, depth, refusal: "tag-too-long" };
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    start = html.indexOf("<", end + 1);
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
      continue;
    }
    elements++;
    if (elements > limits.elements) return { elements, depth, refusal: "too-many-elements" };
    if (voidElements.has(name) || (html.charCodeAt(end - 1) === slash && end - 1 >= nameEnd)) continue;
    if (selfClosingSiblings.has(name) && open.at(-1) === name) open.pop();
    open.push(name);
    depth = Math.max(depth, open.length);
    if (depth > limits.depth) return { elements, depth, refusal: "too-deep" };
  }
  return { elements, depth };
}
