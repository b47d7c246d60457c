// Draws the sharing images (1200×630 PNG) in Chromium from our own artwork, one per page.
// Usage: tsx scripts/make-og-image.ts   (writes public/images/og/*.png)
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { services } from "../app/content/services";
import { agency } from "../app/content/site";
import { chromiumArgs, chromiumPath } from "./lib/chromium";

const font = readFileSync("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2").toString("base64");
const mark = readFileSync("public/images/logo.svg", "utf8");

const images: { file: string; title: string; subtitle: string }[] = [
  { file: "default", title: "Votre croissance commence en ligne.", subtitle: agency.tagline },
  { file: "services", title: "Six expertises, un seul interlocuteur.", subtitle: "Nos services à Douala" },
  ...services.map((service) => ({ file: `services-${service.id}`, title: service.title, subtitle: "Un service Kheops Digital" })),
  { file: "contact", title: "Parlons de votre projet.", subtitle: "Contact et demande de devis" },
  { file: "apropos", title: "Une agence de Douala, à votre service.", subtitle: "À propos de Kheops Digital" },
  { file: "mentions-legales", title: "Mentions légales", subtitle: agency.name },
  { file: "politique-de-confidentialite", title: "Politique de confidentialité", subtitle: agency.name },
  { file: "conditions-generales-de-vente", title: "Conditions générales de vente", subtitle: agency.name },
];

function html(title: string, subtitle: string): string {
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter; background: radial-gradient(circle at 85% 20%, #33478a 0, #16214a 35%, #070b1a 75%); color: #fff; overflow: hidden; position: relative; }
.mark { position: absolute; right: 90px; bottom: 70px; width: 380px; }
.wrap { position: absolute; left: 80px; top: 90px; width: 680px; }
.brand { font-size: 40px; font-weight: 800; letter-spacing: -0.5px; } .brand span { color: #e6bd5c; }
h1 { font-size: 62px; line-height: 1.08; font-weight: 800; margin: 40px 0 24px; letter-spacing: -1.5px; }
p { font-size: 28px; color: #c9d0e6; margin: 0; }
.bar { position: absolute; left: 80px; bottom: 80px; height: 8px; width: 220px; border-radius: 4px; background: linear-gradient(90deg, #f1d48a, #b3831f); }
</style></head><body>
<div class="wrap"><div class="brand">${agency.shortName}<span> Digital</span></div><h1>${title}</h1><p>${subtitle}</p></div>
<div class="mark">${mark}</div><div class="bar"></div></body></html>`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const image of images) {
  await page.setContent(html(image.title, image.subtitle));
  const png = await page.screenshot();
  const path = `public/images/og/${image.file}.png`;
  await sharp(png).png({ palette: true, quality: 90, effort: 8 }).toFile(path);
  console.log(path);
}
await browser.close();
