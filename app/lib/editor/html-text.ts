import { fold } from "~/lib/text/fold";
import { blockTags } from "~/lib/text/html-blocks";

/**
 * Small string tools over the editor's HTML (what Tiptap writes), usable in the browser and in Node:
 * a tokeniser instead of DOMParser, enough for well-formed editor output, not a full HTML parser.
 */

export type HtmlToken =
  | { kind: "text"; raw: string }
  | { kind: "tag"; raw: string; name: string; closing: boolean }
  | { kind: "other"; raw: string };

// A tag (quoted attribute values may hold ">"), a comment or doctype, or a run of text.
const tokenPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<!--[\s\S]*?-->|<![^>]*>|[^<]+|</g;

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  for (const match of html.matchAll(tokenPattern)) {
    const [raw, slash, name] = match;
    if (name) tokens.push({ kind: "tag", raw, name: name.toLowerCase(), closing: slash === "/" });
    else if (raw.startsWith("<") && raw.length > 1) tokens.push({ kind: "other", raw });
    else tokens.push({ kind: "text", raw });
  }
  return tokens;
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The character of one entity ("&amp;", "&#39;", "&#x2019;"), or null for one this module does not know. */
export function decodeEntity(entity: string): string | null {
  const body = entity.slice(1, -1);
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return namedEntities[body] ?? null;
}

export const entityPattern = /&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g;

export function decodeEntities(text: string): string {
  return text.replace(entityPattern, (entity) => decodeEntity(entity) ?? entity);
}

/** One character of a text node: an entity ("&amp;") is one unit whose value is its character ("\ufffc" if unknown). */
export interface TextUnit {
  raw: string;
  value: string;
}

export function textUnits(text: string): TextUnit[] {
  return Array.from(text.matchAll(/&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);|[\s\S]/gu), ([raw]) => ({
    raw,
    value: raw.length > 1 && raw.startsWith("&") ? (decodeEntity(raw) ?? "\ufffc") : raw,
  }));
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
      text += decodeEntities(token.raw);
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

export interface Heading {
  level: number;
  text: string;
}

/** The h1–h6 of a fragment, in order, with their text. */
export function headingsOf(html: string): Heading[] {
  const headings: Heading[] = [];
  let current: Heading | null = null;
  for (const token of tokenizeHtml(html)) {
    if (token.kind === "tag" && /^h[1-6]$/.test(token.name)) {
      if (!token.closing) current = { level: Number(token.name[1]), text: "" };
      else if (current) {
        headings.push({ ...current, text: current.text.replace(/\s+/g, " ").trim() });
        current = null;
      }
    } else if (token.kind === "text" && current) current.text += decodeEntities(token.raw);
  }
  return headings;
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
