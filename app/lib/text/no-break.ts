import { replacePieces, textRuns } from "./html-text-runs";

/**
 * What may follow a number as its unit: currencies, %, measures, durations, and the counts the site prints
 * (« 12 pages », « 3 articles »). Case counts: « 5 F » is a price, « 5 f » is not a unit.
 */
const unitWords = [
  // Currencies
  "FCFA",
  "F",
  "XAF",
  "€",
  "$",
  "EUR",
  "USD",
  "euro",
  "euros",
  "dollar",
  "dollars",
  "franc",
  "francs",
  "%",
  "million",
  "millions",
  "milliard",
  "milliards",
  // Durations
  "ms",
  "s",
  "seconde",
  "secondes",
  "min",
  "minute",
  "minutes",
  "h",
  "heure",
  "heures",
  "j",
  "jour",
  "jours",
  "semaine",
  "semaines",
  "mois",
  "an",
  "ans",
  "année",
  "années",
  // Measures
  "Ko",
  "Mo",
  "Go",
  "px",
  "mm",
  "cm",
  "m",
  "km",
  "g",
  "kg",
  // Counts the site prints
  "page",
  "pages",
  "chapitre",
  "chapitres",
  "article",
  "articles",
  "mot",
  "mots",
  "caractère",
  "caractères",
  "vue",
  "vues",
  "étoile",
  "étoiles",
  "j'aime",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const units = [...unitWords].sort((a, b) => b.length - a.length).map(escapeRegExp);

/** Spaces between a digit and a whole unit word: « 5 FCFA », « 30 jours », not « 12 Francs » nor « 10 secondaires ». */
const beforeUnit = new RegExp(`(?<=\\d)[ \\t]+(?=(?:${units.join("|")})(?![\\p{L}\\p{N}]))`, "gu");

/** Spaces between groups of three digits (« 5 000 », « 1 000 000 »), never inside a longer number (« 2025 300 »). */
const betweenGroups = /(?<=(?<![\d.,])\d{1,3}(?:[ \t\u00a0\u202f]\d{3})*)[ \t](?=\d{3}(?!\d))/g;

/**
 * French numbers never break across lines: the spaces inside « 5 000 » and before a unit (« 30 jours »,
 * « 12 900 FCFA », « 48 h ») become non-breaking (U+00A0), one for one, so the text keeps its length.
 */
export function noBreakNumbers(text: string): string {
  return text.replace(betweenGroups, "\u00a0").replace(beforeUnit, (spaces) => "\u00a0".repeat(spaces.length));
}

/**
 * noBreakNumbers over the text of HTML (an article's body): tags and their attributes stay as they are, and so
 * does what <code>, <pre>, <script>, <style> and <textarea> hold. The text of a block is read as one, so
 * « <strong>5 000</strong> FCFA » is seen whole; a block's edge (a paragraph, a cell, <br>) ends it.
 */
export function noBreakNumbersInHtml(html: string): string {
  const runs = textRuns(html);
  // A run is made unbreakable as one text; its spaces change one for one, so each piece keeps its length.
  const rewritten = runs.flatMap((run) => {
    const joined = noBreakNumbers(run.map(([start, end]) => html.slice(start, end)).join(""));
    let offset = 0;
    return run.map(([start, end]) => {
      const piece = joined.slice(offset, offset + end - start);
      offset += end - start;
      return piece;
    });
  });
  return replacePieces(html, runs.flat(), (_text, index) => rewritten[index] ?? "");
}
