import { decodeHTML, decodeHTMLStrict } from "entities";
import { Parser } from "htmlparser2";
import { fold } from "~/lib/text/fold";
import { blockTags } from "~/lib/text/html-blocks";

/**
 * Small string tools over the editor's HTML (what Tiptap writes), usable in the browser and in Node, on htmlparser2's
 * reading of it and the `entities` package's character references.
 */

export type HtmlToken =
  | { kind: "text"; raw: string }
  | { kind: "tag"; raw: string; name: string; closing: boolean }
  | { kind: "other"; raw: string };

/**
 * The tags, texts and the rest (comments, doctypes, end tags that close nothing) of some HTML, in order, each with its
 * exact source: joined, they give the HTML back. What script and style hold is text.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let covered = 0;
  const add = (token: (raw: string) => HtmlToken) => {
    const start = parser.startIndex;
    const end = parser.endIndex + 1;
    // An end tag htmlparser2 also reads as a start ("</p>" alone is "<p></p>") gives one token.
    if (start < covered) return;
    if (start > covered) tokens.push({ kind: "other", raw: html.slice(covered, start) });
    tokens.push(token(html.slice(start, end)));
    covered = end;
  };
  const other = () => add((raw) => ({ kind: "other", raw }));
  const parser: Parser = new Parser(
    {
      ontext: () => add((raw) => ({ kind: "text", raw })),
      onopentag: (name) => add((raw) => ({ kind: "tag", raw, name, closing: raw.startsWith("</") })),
      onclosetag: (name, implied) => {
        if (!implied) add((raw) => ({ kind: "tag", raw, name, closing: true }));
      },
      oncomment: other,
      onprocessinginstruction: other,
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (covered < html.length) tokens.push({ kind: "other", raw: html.slice(covered) });
  return tokens;
}

/** One character of a text node: an entity ("&amp;") is one unit whose value is its character ("\ufffc" if unknown). */
export interface TextUnit {
  raw: string;
  value: string;
}

export function textUnits(text: string): TextUnit[] {
  return Array.from(text.matchAll(/&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);|[\s\S]/gu), ([raw]) => {
    if (raw.length === 1 || !raw.startsWith("&")) return { raw, value: raw };
    const value = decodeHTMLStrict(raw);
    return { raw, value: value === raw ? "\ufffc" : value };
  });
}

/** A space as typography sees one, non-breaking ones included. */
export function isSpace(value: string | undefined): boolean {
  return value !== undefined && /^[ \t\r\n\u00a0\u202f]$/.test(value);
}

/**
 * The readable text of an HTML fragment: tags removed, a line break at each block edge, entities decoded,
 * script and style contents dropped, other whitespace runs made one space (a lone non-breaking space is kept).
 */
export function textOfHtml(html: string): string {
  let text = "";
  let hidden = 0;
  for (const token of tokenizeHtml(html)) {
    if (token.kind === "tag") {
      if (token.name === "script" || token.name === "style") hidden += token.closing ? -1 : 1;
      else if (blockTags.has(token.name)) text += "\n";
    } else if (token.kind === "text" && hidden <= 0) {
      text += decodeHTML(token.raw);
    }
  }
  return text
    .replace(/[^\S\n]*\n\s*/g, "\n")
    .replace(/[^\S\n]+/g, (space) => (space === "\u00a0" ? space : " "))
    .trim();
}

/** Words as the spec counts them: whitespace-separated tokens (a lone "!" after a space is a token too). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** Characters as the editor shows them: code points, each whitespace run counted as one space, ends trimmed. */
export function countCharacters(text: string): number {
  return Array.from(text.replace(/\s+/g, " ").trim()).length;
}

/** The letter-and-digit runs of a text, folded: "L'e-commerce à Douala" → ["l", "e", "commerce", "a", "douala"]. */
export function foldedTokens(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many times a phrase ("tout à fait") occurs in folded tokens, whole words only, accents and case ignored. */
export function countPhrase(tokens: string[], phrase: string): number {
  const words = foldedTokens(phrase);
  if (words.length === 0) return 0;
  let count = 0;
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, index) => tokens[start + index] === word)) count++;
  }
  return count;
}

/** How many opening tags of these names the fragment holds ("a" counts only links with an href). */
export function countElements(html: string, ...names: string[]): number {
  return tokenizeHtml(html).filter(
    (token) =>
      token.kind === "tag" && !token.closing && names.includes(token.name) && (token.name !== "a" || /\shref\s*=/i.test(token.raw)),
  ).length;
}

export function hasElement(html: string, ...names: string[]): boolean {
  return countElements(html, ...names) > 0;
}
