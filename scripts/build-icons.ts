// Draws the site's icons from its favicon (public/favicon.svg, the gold-capped pyramid on night
// blue): the web app manifest's icons (192 and 512 px, and a maskable 512 px whose pyramid stays
// inside the central circle any launcher keeps), the apple-touch-icon (180 px, opaque: iOS rounds
// the corners itself), favicon.ico (16, 32 and 48 px PNGs) for whoever asks for /favicon.ico, and the 48 px icon
// every page names in its HTML as a data: address (app/lib/ui/favicon.ts, decision 034). Run by hand when the logo
// changes (`npx tsx scripts/build-icons.ts`); the files it writes are committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { icoFromPngs } from "./lib/ico";

const favicon = readFileSync("public/favicon.svg", "utf8");
const night = "#0d1530";

/** The favicon drawn at `size` px: its own rounded square, transparent corners. */
function roundedIcon(size: number): string {
  return favicon.replace("<svg ", `<svg width="${size}" height="${size}" `);
}

/**
 * The favicon's pyramid alone on a square of night blue filling the whole image, with `margin`
 * units (of the favicon's 40) around the favicon's own box.
 */
function fullBleedIcon(size: number, margin: number): string {
  const shapes = favicon
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect\b[^>]*\/>/, "");
  const side = 40 + 2 * margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-margin} ${-margin} ${side} ${side}">` +
    `<rect x="${-margin}" y="${-margin}" width="${side}" height="${side}" fill="${night}"/>${shapes}</svg>`
  );
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
const opaquePng = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: night }).png({ compressionLevel: 9 }).toBuffer();

mkdirSync("public/icons", { recursive: true });
const files: Record<string, Buffer> = {
  "public/icons/icon-192.png": await png(roundedIcon(192)),
  "public/icons/icon-512.png": await png(roundedIcon(512)),
  // The pyramid (28 × 25 units) fits the safe circle of 80 % of the side with 8 units around.
  "public/icons/icon-maskable-512.png": await opaquePng(fullBleedIcon(512, 8)),
  "public/apple-touch-icon.png": await opaquePng(fullBleedIcon(180, 4)),
  "public/favicon.ico": icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(roundedIcon(size)) })))),
};
for (const [path, bytes] of Object.entries(files)) {
  writeFileSync(path, bytes);
  console.log(`${path}: ${(bytes.length / 1000).toFixed(1)} KB`);
}

// 16 colours are enough for the favicon's five flat ones and their edges, and make the PNG half as heavy.
const pageIcon = await sharp(Buffer.from(roundedIcon(48)))
  .png({ palette: true, colors: 16, compressionLevel: 9, effort: 10 })
  .toBuffer();
writeFileSync(
  "app/lib/ui/favicon.ts",
  `// Written by scripts/build-icons.ts from public/favicon.svg: do not edit.\n` +
    `/** The page's own icon, 48 px, as a data: address: the page names it without a request of its own (decision 034). */\n` +
    `export const faviconDataUrl =\n  "data:image/png;base64,${pageIcon.toString("base64")}";\n`,
);
console.log(`app/lib/ui/favicon.ts: ${(pageIcon.length / 1000).toFixed(1)} KB of PNG`);
