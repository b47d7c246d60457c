import { blockTags, verbatimTags } from "~/lib/text/html-blocks";
import { type HtmlToken, isSpace, type TextUnit, textUnits, tokenizeHtml } from "./html-text";

/**
 * The editor's "auto-format": French typography in the text, never in tags, attributes, <code> or <pre>.
 *
 * - A non-breaking space (U+00A0) before ; : ! ? and » and after «, replacing any space typed there.
 *   Not in a word that starts like an address (https://…, www.…, mailto:…, tel:…; punctuation ending such a word
 *   is still spaced), not for a colon between digits (10:30, 16:9), not for the second mark of "?!",
 *   not at the start of a block.
 * - "..." becomes "…"; a straight apostrophe between two letters becomes ’.
 * - Empty paragraphs (nothing but spaces or <br>) are removed.
 * - Headings are repaired: h1 → h2, h4–h6 → h3, and an h3 before any h2 → h2.
 * Running it again changes nothing.
 */

const nbsp: TextUnit = { raw: "\u00a0", value: "\u00a0" };
const addressStart = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:)/i;

const isLetter = (value: string | undefined) => value !== undefined && /^\p{L}$/u.test(value);
const isDigit = (value: string | undefined) => value !== undefined && /^[0-9]$/.test(value);

/** Indexes of the units inside addresses, which stay as they are (their final punctuation excepted). */
function addressUnits(units: TextUnit[]): Set<number> {
  const guarded = new Set<number>();
  let start = 0;
  for (let index = 0; index <= units.length; index++) {
    if (index < units.length && !isSpace(units[index]?.value)) continue;
    let end = index;
    const word = units.slice(start, end).map((unit) => unit.value);
    if (addressStart.test(word.join(""))) {
      while (end > start && /^[.,;:!?»)]$/.test(units[end - 1]?.value ?? "")) end--;
      for (let inside = start; inside < end; inside++) guarded.add(inside);
    }
    start = index + 1;
  }
  return guarded;
}

/** `before`: the last character of the text just before, in the same block ("" at the start of a block). */
function typesetText(text: string, before: string): string {
  const units = textUnits(text);
  const guarded = addressUnits(units);
  const out: TextUnit[] = [];
  const previous = () => (out.length > 0 ? out[out.length - 1]?.value : before);

  const spaceBefore = (unit: TextUnit) => {
    const removed: TextUnit[] = [];
    while (out.length > 0 && isSpace(out[out.length - 1]?.value)) removed.unshift(out.pop() as TextUnit);
    const last = previous();
    const keep = last === "" || isSpace(last) || (removed.length === 0 && /^[;:!?]$/.test(last ?? ""));
    out.push(...(keep ? removed : [nbsp]), unit);
  };

  for (let index = 0; index < units.length; index++) {
    const unit = units[index] as TextUnit;
    const next = units[index + 1]?.value;
    if (guarded.has(index)) out.push(unit);
    else if (unit.value === "." && next === "." && units[index + 2]?.value === "." && !guarded.has(index + 2)) {
      out.push({ raw: "…", value: "…" });
      index += 2;
    } else if (unit.value === "'" && isLetter(previous()) && isLetter(next)) out.push({ raw: "’", value: "’" });
    else if (unit.value === ":" && isDigit(out[out.length - 1]?.value) && isDigit(next)) out.push(unit);
    else if (/^[;:!?»]$/.test(unit.value)) spaceBefore(unit);
    else if (unit.value === "«") {
      while (isSpace(units[index + 1]?.value) && !guarded.has(index + 1)) index++;
      out.push(unit, nbsp);
    } else out.push(unit);
  }
  return out.map((unit) => unit.raw).join("");
}

function isEmptyParagraph(tokens: HtmlToken[], start: number): number | null {
  for (let index = start + 1; index < tokens.length; index++) {
    const token = tokens[index];
    if (token?.kind === "tag" && token.name === "p" && token.closing) return index;
    const blank =
      (token?.kind === "text" && /^(?:\s|&nbsp;|&#160;|&#xa0;)*$/i.test(token.raw)) ||
      (token?.kind === "tag" && token.name === "br" && !token.closing);
    if (!blank) return null;
  }
  return null;
}

export function autoFormat(html: string): string {
  const tokens = tokenizeHtml(html);
  let output = "";
  let verbatim = 0;
  let context = "";
  let seenH2 = false;
  let openHeading = 2;

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as HtmlToken;
    if (token.kind === "text") {
      const text = verbatim > 0 ? token.raw : typesetText(token.raw, context);
      output += text;
      context = textUnits(text).at(-1)?.value ?? context;
      continue;
    }
    if (token.kind !== "tag") {
      output += token.raw;
      continue;
    }
    if (verbatimTags.has(token.name)) verbatim = Math.max(0, verbatim + (token.closing ? -1 : 1));
    if (blockTags.has(token.name)) context = "";
    if (token.name === "p" && !token.closing && verbatim === 0) {
      const end = isEmptyParagraph(tokens, index);
      if (end !== null) {
        index = end;
        continue;
      }
    }
    const heading = /^h([1-6])$/.exec(token.name);
    if (heading) {
      if (!token.closing) {
        const level = Number(heading[1]);
        openHeading = level === 1 ? 2 : level >= 4 ? 3 : level;
        if (openHeading === 3 && !seenH2) openHeading = 2;
        if (openHeading === 2) seenH2 = true;
      }
      output += token.raw.replace(/^<(\/?)h[1-6]/i, `<$1h${openHeading}`);
      continue;
    }
    output += token.raw;
  }
  return output;
}
