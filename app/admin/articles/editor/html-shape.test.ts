import { expect, it } from "vitest";
import { articleLimitMessages } from "~/content/admin/editor";
import { articleHtmlLimits, measureHtml } from "~/lib/blog/html-shape";
import { articleDraftSchema } from "../article-draft";
import { articleHtmlRefusalMessage } from "./html-shape-message";

const nested = (levels: number) => `${"<div>".repeat(levels)}x${"</div>".repeat(levels)}`;

/** The French message the save answers for this HTML, or undefined when an article may hold it. */
function articleHtmlProblem(html: string): string | undefined {
  const { refusal } = measureHtml(html);
  return refusal && articleHtmlRefusalMessage(refusal);
}

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

it("leaves the shape to the save's worker: the editor's schema refuses only the length, and titles without visible letters or with bidi overrides", () => {
  const draft = { title: "Vendre sur WhatsApp", content: "<p>Bonjour</p>", category: "SEO" };
  expect(articleDraftSchema.safeParse(draft).success).toBe(true);
  const refused = (fields: Partial<typeof draft>) => articleDraftSchema.safeParse({ ...draft, ...fields }).error?.issues[0]?.message;
  // Here, on the thread that answers the visitors, only the length: the shape is measured in the save's worker.
  expect(refused({ content: "<a ".repeat(100_000) })).toBeUndefined();
  expect(refused({ content: "x".repeat(800_001) })).toBe("L'article est trop long pour être enregistré.");
  expect(refused({ title: "\u200b\u200b\u2060" })).toBe("Le titre doit contenir des lettres ou des chiffres visibles.");
  expect(refused({ title: "\u202e\u202e" })).toBe("Le titre doit contenir des lettres ou des chiffres visibles.");
  expect(refused({ title: "Prix \u202etrop cher" })).toContain("contrôle du sens d'écriture");
  expect(refused({ title: "L'IA en 2026 : 5 tendances" })).toBeUndefined();
});

// The third review: 300 KB of "<a " held every visitor for 9 s, the measure looking for ">" again from
// each "<". Each text below is read once. Not a timing assertion: read from every "<" as before, the
// 800 000-character ones took more than ten minutes together, far past the 20 s Vitest gives a test
// here (vitest.config.ts), and the old measure refused none of them.
it("refuses, in French, a tag that never ends, however much text follows it, reading it once", () => {
  const review = "<a ".repeat(100_000);
  expect(review.length).toBe(300_000);
  expect(articleHtmlProblem(review)).toBe(articleLimitMessages.unclosedTag);
  expect(articleLimitMessages.unclosedTag).toContain("jamais refermée");

  const largest = 800_000;
  for (const hostile of [
    "<a ".repeat(largest / 3),
    "<a".repeat(largest / 2),
    `<${"a".repeat(largest - 1)}`,
    `<p>Texte</p></p${" ".repeat(largest - 15)}`,
    `${"<p>Un paragraphe.</p>".repeat(1_000)}<img src="/media/x.webp" alt="${"a".repeat(largest - 21_030)}`,
  ]) {
    expect(hostile.length).toBeLessThanOrEqual(largest);
    expect(measureHtml(hostile).refusal, hostile.slice(0, 40)).toBe("unclosed-tag");
  }
  expect(measureHtml("<p>Un texte qui finit par <").refusal).toBeUndefined();
  expect(measureHtml(`<p>3 < 4 et 4 > 3, ${"1 < 2 ".repeat(130_000)}</p>`)).toEqual({ elements: 1, depth: 1 });
});

it("refuses, in French, a tag longer than any article writes, and keeps the longest links and pictures an article has", () => {
  const { tagLength } = articleHtmlLimits;
  const tagOf = (length: number) => `<a href="https://exemple.cm/${"a".repeat(length - 30)}">`;
  expect(tagOf(tagLength)).toHaveLength(tagLength);
  expect(measureHtml(`<p>${tagOf(tagLength)}lien</a></p>`)).toEqual({ elements: 2, depth: 2 });
  expect(articleHtmlProblem(`<p>${tagOf(tagLength + 1)}lien</a></p>`)).toBe(articleLimitMessages.tagTooLong("8\u202f000"));

  // The review's text with a ">" at its end is one tag of 300 000 characters; 800 000 of them, one huge attribute.
  expect(measureHtml(`${"<a ".repeat(100_000)}>`).refusal).toBe("tag-too-long");
  expect(measureHtml(`<img src="/media/x.webp" alt="${"a".repeat(799_960)}">`).refusal).toBe("tag-too-long");
  expect(measureHtml(`<${"a".repeat(799_998)}>`).refusal).toBe("tag-too-long");

  // A link with a 2 000-character address and a title, and a picture described in a long paragraph.
  const link = `<a href="https://exemple.cm/?utm=${"x".repeat(2_000)}" title="${"Un titre. ".repeat(100)}" target="_blank" rel="noopener noreferrer">lien</a>`;
  const picture = `<img src="/media/0198a6f2-7b9e-7c3d-8e4f-123456789abc-800.webp" alt="${"Un marché de Douala au petit matin. ".repeat(40)}">`;
  expect(articleHtmlProblem(`<p>${link}</p>${picture}`)).toBeUndefined();
});
