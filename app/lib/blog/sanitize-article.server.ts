import sanitizeHtml from "sanitize-html";
// With its extension: from the sources, this module is the worker's (article-sanitizer.server.ts), run by
// Node as it is, which resolves neither "~" nor a path without one.
import { type ArticleHtmlRefusal, measureHtml } from "./html-shape.ts";

type Attributes = Record<string, string>;
type AttributeRule = (value: string) => string | undefined;

/**
 * Every element an article may hold, and why:
 * - the editor's (TipTap): p, h2, h3, strong, b, em, i, u, s, ul, ol, li, a, blockquote, img, br, hr,
 *   figure, figcaption, code, pre;
 * - the bundled articles' (render.server.ts): div (table wrapper, FAQ block and answer, component slot),
 *   table, thead, tbody, tr, th, td (Markdown tables), details and summary (FAQ questions).
 * Other headings are renamed (h1 → h2, h4–h6 → h3) and Markdown's del becomes s.
 */
const allowedTags = [
  "p",
  "h2",
  "h3",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "img",
  "br",
  "hr",
  "figure",
  "figcaption",
  "code",
  "pre",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "details",
  "summary",
];

/** The class values article.css styles, on the elements the renderer puts them on. */
const allowedClasses = {
  a: ["heading-anchor"],
  div: ["article-table", "article-faq", "article-faq-answer"],
  details: ["article-faq-item"],
  pre: ["mermaid"],
};

/**
 * Removed elements whose content goes with them: code, styles, form controls, embedded documents,
 * and SVG/MathML, whose content browsers parse differently (a classic source of mutation XSS).
 */
const droppedWithContent = [
  "script",
  "style",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "xmp",
  "plaintext",
  "title",
  "head",
];

const keep: AttributeRule = (value) => value;
const matching =
  (pattern: RegExp): AttributeRule =>
  (value) =>
    pattern.test(value) ? value : undefined;
const emptyOnly: AttributeRule = (value) => (value === "" ? "" : undefined);
const headingIdRule = matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const sizeRule = matching(/^\d{1,4}$/);

/** Same-origin pictures only: stored ones (/media/…) or the site's own (/images/…), no "..", no query. */
const localImage = /^\/(?:media|images)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * Links: web, e-mail, phone, a path of this site ("/x", not "//host") or an in-page anchor. Browsers
 * ignore spaces around a URL and tabs or line breaks inside it, and read "\" as "/", so an address
 * holding any of them is refused rather than cleaned. Values reach here with entities decoded.
 */
function isSafeHref(href: string): boolean {
  if (/[\p{Cc}\s\\]/u.test(href)) return false;
  if (/^(?:mailto|tel):./i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith("#")) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== "";
  } catch {
    return false;
  }
}

/** Per element, the attributes kept and how each value is checked; any other attribute is dropped. */
const attributeRules: Record<string, Record<string, AttributeRule>> = {
  a: {
    href: (value) => (isSafeHref(value) ? value : undefined),
    title: keep,
    rel: keep,
    target: keep,
    // The bundled headings' "#" anchors.
    class: keep,
    "aria-label": keep,
  },
  img: {
    src: matching(localImage),
    alt: keep,
    width: sizeRule,
    height: sizeRule,
    loading: matching(/^(?:lazy|eager)$/),
  },
  // The table of contents and the in-page anchors need the headings' ids.
  h2: { id: headingIdRule },
  h3: { id: headingIdRule },
  // The editor numbers a list that does not start at 1.
  ol: { start: matching(/^\d{1,6}$/), type: matching(/^[1aAiI]$/) },
  div: {
    class: keep,
    "data-faq": emptyOnly,
    "data-article-component": matching(/^[a-z-]+$/),
  },
  details: { class: keep, name: matching(/^faq-[a-z0-9-]+$/) },
  pre: { class: keep, "data-diagram": emptyOnly },
  th: { scope: matching(/^(?:col|row)$/) },
};

const allowedAttributes = Object.fromEntries(Object.entries(attributeRules).map(([tag, rules]) => [tag, Object.keys(rules)]));

const relTokens = ["nofollow", "sponsored", "ugc", "noopener", "noreferrer"];

/** A link that leaves the site or opens a tab cannot reach back to the page (noopener) nor learn its URL (noreferrer). */
function linkAttributes(attribs: Attributes): Attributes {
  const opensElsewhere = /^https?:/i.test(attribs.href ?? "") || attribs.target !== undefined;
  const given = (attribs.rel ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => relTokens.includes(token));
  const rel = [...new Set([...(opensElsewhere ? ["noopener", "noreferrer"] : []), ...given])].join(" ");
  const result: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "rel") {
      if (rel) result.rel = rel;
    } else if (name === "target") result.target = "_blank";
    else result[name] = value;
  }
  if (rel && result.rel === undefined) result.rel = rel;
  return result;
}

function cleanAttributes(tag: string, attribs: Attributes): Attributes {
  const rules = attributeRules[tag] ?? {};
  const result: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const kept = rule?.(value);
    if (kept !== undefined) result[name] = kept;
  }
  if (tag === "a") return linkAttributes(result);
  // A component slot is a marker the page replaces (article-content.tsx): nothing else on it.
  const component = result["data-article-component"];
  if (tag === "div" && component !== undefined) return { "data-article-component": component };
  return result;
}

const renamed = (tagName: string) => (_tag: string, attribs: Attributes) => ({ tagName, attribs });

/**
 * The only HTML an article may store: the editor's markup and what the bundled articles' renderer
 * writes, nothing that runs code, loads from another origin, or styles the page. Dropped elements
 * keep their text, except code, styles and embedded documents, which go with their content.
 */
export function sanitizeArticleHtml(html: string): string {
  // Counts every opening tag, so a component slot can tell whether anything was written inside it.
  let openedTags = 0;
  const slotOpenedAt = new WeakMap<Attributes, number>();

  // allowedEmptyAttributes exists in sanitize-html 2.18 but not in its type definitions (2.16).
  const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
    allowedTags,
    allowedAttributes,
    allowedClasses,
    allowedEmptyAttributes: ["alt", "data-faq", "data-diagram"],
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    selfClosing: ["img", "br", "hr"],
    nonTextTags: droppedWithContent,
    disallowedTagsMode: "discard",
    onOpenTag: () => {
      openedTags++;
    },
    transformTags: {
      h1: renamed("h2"),
      h4: renamed("h3"),
      h5: renamed("h3"),
      h6: renamed("h3"),
      del: renamed("s"),
      "*": (tag, attribs) => {
        const cleaned = cleanAttributes(tag, attribs);
        if (cleaned["data-article-component"] !== undefined) slotOpenedAt.set(cleaned, openedTags);
        return { tagName: tag, attribs: cleaned };
      },
    },
    exclusiveFilter: (frame) => {
      // A picture from nowhere we allow is dropped, not kept as a broken image.
      if (frame.tag === "img") return frame.attribs.src === undefined;
      // A link whose address was refused keeps its text.
      if (frame.tag === "a" && frame.attribs.href === undefined) return "excludeTag";
      const openedAt = slotOpenedAt.get(frame.attribs);
      if (openedAt !== undefined && (frame.text !== "" || openedTags > openedAt)) return "excludeTag";
      return false;
    },
  };
  return sanitizeHtml(html, options);
}

/** What the worker answers: the sanitised HTML, or why an article may not have this shape. */
export type CheckedArticleHtml = { html: string } | { refusal: ArticleHtmlRefusal };

/**
 * The worker's task (article-sanitizer.server.ts): the HTML's shape measured first (html-shape.ts),
 * then only what an article may look like sanitised, both off the thread that answers the visitors.
 */
export function checkAndSanitizeArticleHtml(html: string): CheckedArticleHtml {
  const { refusal } = measureHtml(html);
  return refusal ? { refusal } : { html: sanitizeArticleHtml(html) };
}
