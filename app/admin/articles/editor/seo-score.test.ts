import { describe, expect, it } from "vitest";
import { advancedSeo, keywordDensity, scoreSeo, seoLabel } from "./seo-score";

const words = (count: number, word = "mot") => Array.from({ length: count }, () => word).join(" ");
/** An article with every element the score looks for, but the one named. */
function article(without?: string): string {
  const block = without === "paragraphs" ? "div" : "p";
  return [
    without === "headings" ? "" : "<h2>Intertitre</h2>",
    `<${block}>${words(300)}</${block}>`,
    without === "lists" ? "" : "<ul><li>point</li></ul>",
    without === "strong" ? "" : "<strong>gras</strong>",
    without === "links" ? "" : '<a href="/contact">lien</a>',
    without === "images" ? "" : '<img src="/media/x" alt="photo">',
  ].join("");
}

function points(report: ReturnType<typeof scoreSeo>, id: string) {
  return report.criteria.find((criterion) => criterion.id === id);
}

describe("scoreSeo, criterion by criterion", () => {
  it("gives full marks to a complete article, capped at 100 although the criteria add up to 110", () => {
    const report = scoreSeo({ title: "Un bon titre", html: article() });
    expect(report.criteria.map((criterion) => [criterion.id, criterion.points, criterion.max])).toEqual([
      ["title", 20, 20],
      ["words", 25, 25],
      ["headings", 20, 20],
      ["paragraphs", 10, 10],
      ["lists", 10, 10],
      ["strong", 5, 5],
      ["links", 10, 10],
      ["images", 10, 10],
    ]);
    expect(report.criteria.every((criterion) => criterion.advice === null)).toBe(true);
    expect(report.score).toBe(100);
    expect(report.label).toBe("Excellent");
  });

  it.each([
    ["headings", 20],
    ["paragraphs", 10],
    ["lists", 10],
    ["strong", 5],
    ["links", 10],
    ["images", 10],
  ])("takes the %s points away, with advice, when the element is missing", (id, max) => {
    const report = scoreSeo({ title: "Titre", html: article(id) });
    const criterion = points(report, id);
    expect(criterion?.points).toBe(0);
    expect(criterion?.max).toBe(max);
    expect(criterion?.advice).toEqual(expect.any(String));
    expect(report.criteria.filter((other) => other.points < other.max).map((other) => other.id)).toEqual([id]);
    expect(report.score).toBe(Math.min(100, 110 - max));
  });

  it("accepts any heading level, <b> for bold and <ol> for a list", () => {
    const report = scoreSeo({ title: "Titre", html: "<h4>a</h4><ol><li>b</li></ol><b>c</b>" });
    expect(points(report, "headings")?.points).toBe(20);
    expect(points(report, "lists")?.points).toBe(10);
    expect(points(report, "strong")?.points).toBe(5);
  });

  it("does not count an anchor without href as a link", () => {
    expect(points(scoreSeo({ title: "T", html: '<a id="x">ici</a>' }), "links")?.points).toBe(0);
  });

  it("gives the title 20 points up to 60 characters, 10 beyond, 0 without", () => {
    const title = (length: number) => "é".repeat(length);
    expect(points(scoreSeo({ title: title(60), html: "" }), "title")).toMatchObject({ points: 20, advice: null });
    const long = points(scoreSeo({ title: title(61), html: "" }), "title");
    expect(long?.points).toBe(10);
    expect(long?.advice).toContain("61\u00a0caractères");
    expect(points(scoreSeo({ title: "   ", html: "" }), "title")).toMatchObject({ points: 0, advice: "Ajoutez un titre à l'article." });
    expect(points(scoreSeo({ title: `  ${title(60)}  `, html: "" }), "title")?.points).toBe(20);
  });

  it("gives a proportional share of the 25 word points below 300 words, rounded to the nearest (halves up)", () => {
    const wordPoints = (count: number) => points(scoreSeo({ title: "T", html: `<p>${words(count)}</p>` }), "words");
    expect(wordPoints(0)?.points).toBe(0);
    expect(wordPoints(5)?.points).toBe(0); // 0.42
    expect(wordPoints(6)?.points).toBe(1); // 0.5
    expect(wordPoints(150)?.points).toBe(13); // 12.5
    expect(wordPoints(293)?.points).toBe(24); // 24.42
    expect(wordPoints(294)?.points).toBe(25); // 24.5
    expect(wordPoints(300)?.points).toBe(25);
    expect(wordPoints(1000)?.points).toBe(25);
    expect(wordPoints(150)?.advice).toBe("L'article compte 150\u00a0mots\u00a0: visez au moins 300\u00a0mots.");
  });
});

describe("labels", () => {
  it("has the spec's thresholds", () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(seoLabel)).toEqual([
      "Excellent",
      "Excellent",
      "Bon",
      "Bon",
      "Moyen",
      "Moyen",
      "À améliorer",
      "À améliorer",
    ]);
  });

  // Words, with the heading's "T" and the bold "g": 302 give 25 points, 290 give Math.round(24.17) = 24,
  // 301 give 25, 289 give 24; 240 give 20 and 228 give 19.
  it.each([
    [80, "Excellent", `<h2>T</h2><p>${words(300)} <strong>g</strong></p>`],
    [79, "Bon", `<h2>T</h2><p>${words(288)} <strong>g</strong></p>`],
    [60, "Bon", `<p>${words(300)} <strong>g</strong></p>`],
    [59, "Moyen", `<p>${words(288)} <strong>g</strong></p>`],
    [40, "Moyen", words(240)],
    [39, "À améliorer", words(228)],
  ])("scores %i (%s) at the boundary", (score, label, html) => {
    expect(scoreSeo({ title: "Titre", html })).toMatchObject({ score, label });
  });
});

describe("keyword density", () => {
  it("counts the phrase, accents and case ignored, times its words over all words", () => {
    const text = `${words(96)} Référencement local ici. REFERENCEMENT LOCAL.`;
    expect(text.split(" ")).toHaveLength(101);
    const density = keywordDensity(text, "référencement local");
    expect(density.occurrences).toBe(2);
    expect(density.density).toBe(4); // 2 × 2 / 101 × 100 = 3.96
    expect(density.advice).toContain("au-dessus des 2 à 3\u00a0%");
  });

  it("advises toward 2 to 3 %", () => {
    expect(keywordDensity(`${words(99)} seo`, "SEO")).toMatchObject({ density: 1, advice: expect.stringContaining("sous les 2 à 3") });
    expect(keywordDensity(`${words(195)} ${words(5, "seo")}`, "seo")).toMatchObject({ density: 2.5, advice: null });
    expect(keywordDensity(words(10), "seo").advice).toBe(
      "«\u00a0seo\u00a0» n'apparaît pas dans le texte\u00a0: placez-le dans l'introduction et dans un intertitre.",
    );
  });

  it("matches whole words only", () => {
    expect(keywordDensity("Seoul et seo-local", "seo").occurrences).toBe(1);
  });
});

describe("advancedSeo", () => {
  const base = { title: "Titre", html: `<p>${words(98)} web web</p>`, keywords: ["Web", " web ", "", "absent"] };

  it("adds the score, each keyword once, and the SEO title and description checks", () => {
    const report = advancedSeo({ ...base, seoTitle: "a".repeat(60), seoDescription: "b".repeat(120) });
    expect(report.score).toBe(scoreSeo(base).score);
    expect(report.keywords.map((entry) => [entry.keyword, entry.occurrences, entry.density])).toEqual([
      ["Web", 2, 2],
      ["absent", 0, 0],
    ]);
    expect(report.seoTitle).toEqual({ length: 60, advice: null });
    expect(report.seoDescription).toEqual({ length: 120, advice: null });
  });

  it("advises on a missing or too long SEO title and a description outside 120–160 characters", () => {
    const check = (seoTitle: string, seoDescription: string) => advancedSeo({ ...base, seoTitle, seoDescription });
    expect(check("", "").seoTitle.advice).toBe("Renseignez un titre SEO de 60\u00a0caractères au plus.");
    expect(check("", "").seoDescription.advice).toBe("Renseignez une description SEO de 120 à 160\u00a0caractères.");
    expect(check("a".repeat(61), "").seoTitle.advice).toBe("Le titre SEO fait 61\u00a0caractères\u00a0: 60 au plus.");
    expect(check("", "b".repeat(119)).seoDescription.advice).toBe("La description SEO fait 119\u00a0caractères\u00a0: visez 120 à 160.");
    expect(check("", "b".repeat(160)).seoDescription.advice).toBeNull();
    expect(check("", "b".repeat(161)).seoDescription).toEqual({
      length: 161,
      advice: "La description SEO fait 161\u00a0caractères\u00a0: visez 120 à 160.",
    });
  });
});
