import { autoTitleCut, fixText, keywordEmphasisAbove, seoTitleMax } from "~/content/admin/editor";
import { escapeHtml } from "~/lib/text/escape-html";
import { fold } from "~/lib/text/fold";
import { hasElement, isSpace, textUnits, tokenizeHtml } from "./html-text";
import { distinctKeywords } from "./seo-score";

export interface EditorDraft {
  title: string;
  html: string;
  keywords: string[];
}

export interface SeoFix {
  label: string;
  apply: (draft: EditorDraft) => EditorDraft;
}

/**
 * A title over 60 characters keeps its first 57 and ends with the single character "…" (58 in all):
 * the same ellipsis auto-format writes in the text. Spaces before the ellipsis are dropped.
 */
export function shortenTitle(title: string): string {
  const characters = Array.from(title.trim());
  if (characters.length <= seoTitleMax) return title.trim();
  return `${characters.slice(0, autoTitleCut).join("").trimEnd()}…`;
}

/** After the first top-level element when more follows (an intro, then the heading); else at the start. */
function insertHeading(html: string): string {
  const heading = `<h2>${escapeHtml(fixText.headingSuggestion)}</h2>`;
  let depth = 0;
  let offset = 0;
  for (const token of tokenizeHtml(html)) {
    offset += token.raw.length;
    if (token.kind !== "tag" || /^(?:br|img|hr|input|wbr)$/.test(token.name) || token.raw.endsWith("/>")) continue;
    depth += token.closing ? -1 : 1;
    if (depth === 0) {
      return html.slice(offset).trim() === "" ? heading + html : html.slice(0, offset) + heading + html.slice(offset);
    }
  }
  return heading + html;
}

function appendList(html: string): string {
  return `${html}<ul>${fixText.listSuggestion.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

interface KeywordPlace {
  /** An occurrence already sits in <strong> or <b>. */
  emphasised: boolean;
  /** The first occurrence outside headings, code and bold: token index and unit range. */
  first: { token: number; start: number; end: number } | null;
}

const skipped = /^(?:h[1-6]|code|pre|script|style|textarea)$/;

/** Where a keyword occurs in the text nodes: whole words, accents and case ignored, any spaces between its words. */
function findKeyword(html: string, keyword: string): KeywordPlace {
  const words = fold(keyword)
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "gu");
  const tokens = tokenizeHtml(html);
  let bold = 0;
  let hidden = 0;
  const place: KeywordPlace = { emphasised: false, first: null };
  tokens.forEach((token, index) => {
    if (token.kind === "tag") {
      const step = token.closing ? -1 : 1;
      if (token.name === "strong" || token.name === "b") bold = Math.max(0, bold + step);
      else if (skipped.test(token.name)) hidden = Math.max(0, hidden + step);
      return;
    }
    if (token.kind !== "text" || hidden > 0) return;
    const units = textUnits(token.raw);
    let folded = "";
    const owner: number[] = [];
    units.forEach((unit, position) => {
      const text = isSpace(unit.value) ? " " : fold(unit.value);
      folded += text;
      for (let i = 0; i < text.length; i++) owner.push(position);
    });
    for (const match of folded.matchAll(pattern)) {
      if (bold > 0) place.emphasised = true;
      else if (!place.first) {
        const start = owner[match.index] ?? 0;
        let end = owner[match.index + match[0].length - 1] ?? start;
        // A combining accent typed after the letter folds to nothing: keep it with its letter.
        while (end + 1 < units.length && fold(units[end + 1]?.value ?? "") === "") end++;
        place.first = { token: index, start, end };
      }
    }
  });
  return place;
}

function emphasise(html: string, keyword: string): string {
  const { emphasised, first } = findKeyword(html, keyword);
  if (emphasised || !first) return html;
  return tokenizeHtml(html)
    .map((token, index) => {
      if (index !== first.token) return token.raw;
      const raws = textUnits(token.raw).map((unit) => unit.raw);
      const before = raws.slice(0, first.start).join("");
      const inside = raws.slice(first.start, first.end + 1).join("");
      return `${before}<strong>${inside}</strong>${raws.slice(first.end + 1).join("")}`;
    })
    .join("");
}

/**
 * The fixes this draft needs, in the order the editor applies them (500 ms apart): shorten the title,
 * add a heading, add a list, then one fix per keyword to put in bold. A draft that needs nothing gives [].
 */
export function planSeoFixes(draft: EditorDraft): SeoFix[] {
  const fixes: SeoFix[] = [];
  if (Array.from(draft.title.trim()).length > seoTitleMax) {
    fixes.push({ label: fixText.shortenTitle, apply: (current) => ({ ...current, title: shortenTitle(current.title) }) });
  }
  if (!hasElement(draft.html, "h1", "h2", "h3", "h4", "h5", "h6")) {
    fixes.push({ label: fixText.addHeading, apply: (current) => ({ ...current, html: insertHeading(current.html) }) });
  }
  if (!hasElement(draft.html, "ul", "ol")) {
    fixes.push({ label: fixText.addList, apply: (current) => ({ ...current, html: appendList(current.html) }) });
  }
  for (const keyword of distinctKeywords(draft.keywords)) {
    if ((keyword.match(/\p{L}/gu)?.length ?? 0) <= keywordEmphasisAbove) continue;
    const { emphasised, first } = findKeyword(draft.html, keyword);
    if (emphasised || !first) continue;
    fixes.push({ label: fixText.emphasise(keyword), apply: (current) => ({ ...current, html: emphasise(current.html, keyword) }) });
  }
  return fixes;
}
