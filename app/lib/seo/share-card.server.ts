import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { agency } from "~/content/site";
import { shareImageSize } from "./meta";

/**
 * The picture a link preview shows (WhatsApp, Facebook, LinkedIn): 1200×630 JPEG, because those
 * previews are unreliable with WebP. Drawn by the server from the page's own picture and title, so
 * an article published from the admin has one at once. The title is drawn as vector outlines of
 * Inter (an npm package): no font needs to be installed on the server.
 */

export interface ShareCardInput {
  title: string;
  /** « Kheopscope », « Boutique »: the part of the site, above the title. */
  section: string;
  /** The page's picture, any format sharp reads; none: the brand's colours alone. */
  picture?: Buffer;
  /** "background": the picture covers the card (an article's 16:9 picture); "cover": a book cover on the right. */
  layout: "background" | "cover";
  /** An e-book's price now, and the normal one struck through while a promotion runs, as written: "9 900 FCFA". */
  price?: { now: string; was?: string | undefined };
}

const require = createRequire(import.meta.url);
const font = fontkit.create(readFileSync(require.resolve("@fontsource/inter/files/inter-latin-800-normal.woff2"))) as fontkit.Font;

interface Line {
  text: string;
  width: number;
}

function textWidth(text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** The longest start of `characters` (with a hyphen when it is cut) that fits in `maxWidth` px; at least one character. */
function fittingPiece(characters: string[], size: number, maxWidth: number): string {
  const piece = (count: number) => characters.slice(0, count).join("") + (count < characters.length ? "-" : "");
  let low = 1;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(piece(middle), size) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return piece(low);
}

/** `word` as it fits: itself, or cut into pieces of at most `maxWidth` px, each but the last ending with a hyphen. */
function fittingPieces(word: string, size: number, maxWidth: number): string[] {
  if (textWidth(word, size) <= maxWidth) return [word];
  const pieces: string[] = [];
  let rest = [...word];
  while (rest.length > 0) {
    const piece = fittingPiece(rest, size, maxWidth);
    pieces.push(piece);
    rest = rest.slice([...piece.replace(/-$/, "")].length || 1);
  }
  return pieces;
}

/**
 * Splits `text` into at most `maxLines` lines of at most `maxWidth` px; a longer text ends with « … ».
 * A word wider than a line (a long compound, a URL) is cut with a hyphen rather than left to overflow.
 */
export function wrapTitle(text: string, size: number, maxWidth: number, maxLines: number): Line[] {
  // Broken at plain spaces only: a non-breaking one (« 5 000 », « 0 F ») keeps its words together.
  const words = text
    .replace(/[ \t\r\n]+/g, " ")
    .trim()
    .split(" ")
    .flatMap((word) => fittingPieces(word, size, maxWidth));
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || (!current.endsWith("-") && textWidth(candidate, size) <= maxWidth)) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    let last = lines[maxLines - 1] ?? "";
    while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) {
      last = last.includes(" ") ? last.slice(0, last.lastIndexOf(" ")) : [...last].slice(0, -1).join("");
    }
    lines.splice(maxLines - 1, lines.length, `${last.replace(/[\s,:;.!?-]+$/, "")}…`);
  }
  return lines.map((line) => ({ text: line, width: textWidth(line, size) }));
}

/** `text` as one SVG path of glyph outlines, its baseline starting at (x, y). */
function textPath(text: string, size: number, x: number, y: number, fill: string): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    // Glyph 0 is the font's "missing" box: a character Inter lacks (an emoji) is left out, not boxed.
    if (glyph.id !== 0) {
      const d = glyph.path.toSVG();
      const dx = x + (pen + (position?.xOffset ?? 0)) * scale;
      if (d) parts.push(`<path transform="translate(${dx.toFixed(1)} ${y}) scale(${scale} ${-scale})" d="${d}"/>`);
    }
    pen += position?.xAdvance ?? glyph.advanceWidth;
  });
  return `<g fill="${fill}">${parts.join("")}</g>`;
}

const ink = "#070b1a";
const gold = "#e6bd5c";

/** The price under the title: the price now in gold, the normal one after it, struck through. */
function priceLine(price: NonNullable<ShareCardInput["price"]>, baseline: number): string {
  const nowSize = 52;
  const wasSize = 32;
  const nowWidth = textWidth(price.now, nowSize);
  if (!price.was) return textPath(price.now, nowSize, 80, baseline, gold);
  const wasLeft = 80 + nowWidth + 28;
  const wasWidth = textWidth(price.was, wasSize);
  return `${textPath(price.now, nowSize, 80, baseline, gold)}
  <g opacity="0.75">${textPath(price.was, wasSize, wasLeft, baseline, "#ffffff")}<rect x="${wasLeft.toFixed(1)}" y="${baseline - 13}" width="${wasWidth.toFixed(1)}" height="3" fill="#ffffff"/></g>`;
}

function overlay({ title, section, layout, price }: ShareCardInput): string {
  const textWidthMax = layout === "cover" ? 640 : 1040;
  const size = 64;
  const lines = wrapTitle(title, size, textWidthMax, price ? 2 : 3);
  const lineHeight = 76;
  const lastBaseline = price ? 630 - 110 - 84 : 630 - 110;
  const titleTop = lastBaseline - (lines.length - 1) * lineHeight;
  const sectionWidth = textWidth(section.toUpperCase(), 24) + 40;
  const brandWidth = textWidth(agency.shortName, 36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${ink}" stop-opacity="0.55"/>
      <stop offset="0.4" stop-color="${ink}" stop-opacity="0.5"/>
      <stop offset="1" stop-color="${ink}" stop-opacity="0.94"/>
    </linearGradient>
  </defs>
  ${layout === "background" ? `<rect width="1200" height="630" fill="url(#shade)"/>` : ""}
  ${textPath(agency.shortName, 36, 80, 100, "#ffffff")}
  ${textPath(" Digital", 36, 80 + brandWidth, 100, gold)}
  <rect x="80" y="${titleTop - size - 64}" width="${sectionWidth.toFixed(0)}" height="40" rx="20" fill="${gold}"/>
  ${textPath(section.toUpperCase(), 24, 100, titleTop - size - 35, ink)}
  ${lines.map((line, index) => textPath(line.text, size, 80, titleTop + index * lineHeight, "#ffffff")).join("\n  ")}
  ${price ? priceLine(price, 630 - 110) : ""}
  <rect x="80" y="580" width="220" height="8" rx="4" fill="${gold}"/>
</svg>`;
}

const brandBackground = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><radialGradient id="g" cx="0.85" cy="0.2" r="0.9"><stop offset="0" stop-color="#33478a"/><stop offset="0.4" stop-color="#16214a"/><stop offset="1" stop-color="${ink}"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/></svg>`;

/** The card as JPEG bytes. */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const layers: OverlayOptions[] = [];
  let base: Sharp;
  if (input.picture && input.layout === "background") {
    base = sharp(input.picture).resize(width, height, { fit: "cover" });
  } else {
    base = sharp(Buffer.from(brandBackground));
    if (input.picture) {
      const cover = await sharp(input.picture).resize({ height: 520, width: 380, fit: "inside" }).png().toBuffer();
      const { width: coverWidth = 380, height: coverHeight = 520 } = await sharp(cover).metadata();
      layers.push({ input: cover, left: width - 80 - coverWidth, top: Math.round((height - coverHeight) / 2) });
    }
  }
  layers.push({ input: Buffer.from(overlay(input)), left: 0, top: 0 });
  // Flattened first, so the card is exactly 1200×630 whatever the picture's size, then drawn over.
  const background = await base.flatten({ background: ink }).png().toBuffer();
  return sharp(background).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** What the card depends on: the same inputs give the same card, so browsers may keep it by this tag. */
export function shareCardTag(input: Omit<ShareCardInput, "picture"> & { pictureId?: string }): string {
  return createHash("sha256")
    .update(
      JSON.stringify([input.title, input.section, input.layout, input.pictureId ?? "", input.price?.now ?? "", input.price?.was ?? ""]),
    )
    .digest("base64url")
    .slice(0, 27);
}

/** The last cards drawn, by tag: a burst of previews of one link draws it once. */
const recentCards = new Map<string, Buffer>();
const recentCardsLimit = 50;

export async function cachedShareCard(tag: string, draw: () => Promise<ShareCardInput>): Promise<Buffer> {
  const known = recentCards.get(tag);
  if (known) {
    recentCards.delete(tag);
    recentCards.set(tag, known);
    return known;
  }
  const card = await renderShareCard(await draw());
  recentCards.set(tag, card);
  if (recentCards.size > recentCardsLimit) recentCards.delete(recentCards.keys().next().value as string);
  return card;
}
