import { describe, expect, it } from "vitest";
import { noBreakNumbers, noBreakNumbersInHtml } from "./no-break";

const nb = "\u00a0";

describe("noBreakNumbers", () => {
  it("joins the groups of a number and the number to its currency", () => {
    expect(noBreakNumbers("Un budget de 5 000 FCFA, puis 1 000 000 F et 20 $ ou 15 €.")).toBe(
      `Un budget de 5${nb}000${nb}FCFA, puis 1${nb}000${nb}000${nb}F et 20${nb}$ ou 15${nb}€.`,
    );
  });

  it("joins a number to its unit, duration or count", () => {
    expect(noBreakNumbers("En 30 jours, 3 s de chargement, 12 pages, 14 min, 48 h, 2 Mo, 70 % et 3 articles.")).toBe(
      `En 30${nb}jours, 3${nb}s de chargement, 12${nb}pages, 14${nb}min, 48${nb}h, 2${nb}Mo, 70${nb}% et 3${nb}articles.`,
    );
    expect(noBreakNumbers("2 j'aime, 4,5 étoiles")).toBe(`2${nb}j'aime, 4,5${nb}étoiles`);
  });

  it("keeps spaces that are not inside a number nor before a unit", () => {
    const text = "En 2025 300 clients ont payé 3 fois, 5 à 10 personnes, 12 Francs, 10 secondaires, le 15 mai 2025.";
    expect(noBreakNumbers(text)).toBe(`En 2025 300 clients ont payé 3 fois, 5 à 10 personnes, 12 Francs, 10 secondaires, le 15 mai 2025.`);
    expect(noBreakNumbers("Vendre avec 0 F")).toBe(`Vendre avec 0${nb}F`);
    expect(noBreakNumbers("Version 1,5 000 et 12345 678")).toBe("Version 1,5 000 et 12345 678");
  });

  it("keeps what is already unbreakable and the text's length", () => {
    const text = `5${nb}000\u202fFCFA et 3 000  FCFA`;
    expect(noBreakNumbers(text)).toBe(`5${nb}000\u202fFCFA et 3${nb}000${nb}${nb}FCFA`);
    expect(noBreakNumbers(text)).toHaveLength(text.length);
  });
});

describe("noBreakNumbersInHtml", () => {
  it("changes the text, never the tags nor their attributes", () => {
    const html =
      '<p><a href="/boutique?prix=5 000 FCFA" title="5 000 FCFA en 30 jours" data-n="12 345">5 000 FCFA</a> en 30 jours</p>' +
      '<img alt="Un graphique de 1 000 vues" src="/x 1 000.png">';
    expect(noBreakNumbersInHtml(html)).toBe(
      '<p><a href="/boutique?prix=5 000 FCFA" title="5 000 FCFA en 30 jours" data-n="12 345">' +
        `5${nb}000${nb}FCFA</a> en 30${nb}jours</p>` +
        '<img alt="Un graphique de 1 000 vues" src="/x 1 000.png">',
    );
  });

  it("reads a block's text across inline tags", () => {
    expect(noBreakNumbersInHtml("<p>De <strong>5 000</strong> FCFA à <em>50</em> 000 FCFA, 12 <a href='/'>pages</a></p>")).toBe(
      `<p>De <strong>5${nb}000</strong>${nb}FCFA à <em>50</em>${nb}000${nb}FCFA, 12${nb}<a href='/'>pages</a></p>`,
    );
  });

  it("does not join across blocks, and leaves code, pre and entities alone", () => {
    const html =
      "<table><tr><td>5 </td><td>000</td></tr></table><p>12<br> jours</p>" +
      "<pre><code>const prix = 5 000 FCFA;</code></pre><p>Code <code>30 jours</code> et 2&nbsp;000 FCFA, l&#39;an 2 j&#39;aime</p>";
    expect(noBreakNumbersInHtml(html)).toBe(
      "<table><tr><td>5 </td><td>000</td></tr></table><p>12<br> jours</p>" +
        `<pre><code>const prix = 5 000 FCFA;</code></pre><p>Code <code>30 jours</code> et 2&nbsp;000${nb}FCFA, l&#39;an 2${nb}j&#39;aime</p>`,
    );
  });

  it("keeps a comment and an HTML without numbers as they are", () => {
    const html = '<!-- 5 000 FCFA --><h2 id="a-5-000">Bonjour</h2>';
    expect(noBreakNumbersInHtml(html)).toBe(html);
  });
});
