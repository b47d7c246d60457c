import { expect, it } from "vitest";
import { articleDraftSchema } from "../forms/article-draft";
import { articleHtmlLimits, articleHtmlProblem, measureHtml } from "./html-shape";

const nested = (levels: number) => `${"<div>".repeat(levels)}x${"</div>".repeat(levels)}`;

it("measures elements and nesting as a browser would build them, void elements and omitted end tags included", () => {
  expect(measureHtml("<h2>Titre</h2><p>Un <strong>mot</strong><br>et <a href='/'>un lien</a></p>")).toEqual({ elements: 5, depth: 2 });
  expect(measureHtml("<ul><li>un<li>deux<li>trois</ul><p>a<p>b")).toEqual({ elements: 6, depth: 2 });
  expect(measureHtml("<div><p>ouvert</div></div></div><img src='/x.png'/>")).toEqual({ elements: 3, depth: 2 });
  expect(measureHtml("texte <!-- <div> --> et 3 < 4 > 2")).toEqual({ elements: 1, depth: 1 });
});

it("refuses, in French, the review's 799 KB of nested <div> and a document of too many elements, and lets a long article through", () => {
  const hostile = nested(72_000);
  expect(hostile.length).toBeGreaterThan(790_000);
  expect(articleHtmlProblem(hostile)).toContain(`plus de ${articleHtmlLimits.depth}\u00a0niveaux`);
  expect(articleHtmlProblem(nested(articleHtmlLimits.depth))).toBeUndefined();
  expect(articleHtmlProblem("<p>x</p>".repeat(articleHtmlLimits.elements + 1))).toContain("éléments");

  const longArticle = Array.from(
    { length: 400 },
    (_, index) =>
      `<h2 id="s${index}">Partie ${index}</h2><p>Un <strong>paragraphe</strong> avec <a href="/contact">un lien</a>.</p><ul><li>un</li><li>deux</li></ul>`,
  ).join("");
  expect(articleHtmlProblem(longArticle)).toBeUndefined();
});

it("measures the hostile document in a few milliseconds, before any parsing", () => {
  // Not a timing assertion: the scan stops at the first level past the limit, so it reads a few hundred bytes.
  const hostile = nested(72_000);
  const { depth, elements } = measureHtml(hostile);
  expect(depth).toBe(articleHtmlLimits.depth + 1);
  expect(elements).toBe(articleHtmlLimits.depth + 1);
});

it("is the save's own rule: the editor's schema refuses such content, and titles without visible letters or with bidi overrides", () => {
  const draft = { title: "Vendre sur WhatsApp", content: "<p>Bonjour</p>", category: "SEO" };
  expect(articleDraftSchema.safeParse(draft).success).toBe(true);
  const refused = (fields: Partial<typeof draft>) => articleDraftSchema.safeParse({ ...draft, ...fields }).error?.issues[0]?.message;
  expect(refused({ content: nested(5_000) })).toContain("niveaux");
  expect(refused({ title: "\u200b\u200b\u2060" })).toBe("Le titre doit contenir des lettres ou des chiffres visibles.");
  expect(refused({ title: "\u202e\u202e" })).toBe("Le titre doit contenir des lettres ou des chiffres visibles.");
  expect(refused({ title: "Prix \u202etrop cher" })).toContain("contrôle du sens d'écriture");
  expect(refused({ title: "L'IA en 2026 : 5 tendances" })).toBeUndefined();
});
