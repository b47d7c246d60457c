// @vitest-environment happy-dom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createDocument, getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { textOfHtml } from "~/admin/articles/editor/html-text";
import { parseArticleSource } from "~/lib/blog/article-source";
import { renderArticleBody } from "~/lib/blog/render.server";
import { editorExtensions } from "./editor-extensions";
import { editorDocToHtml, prepareEditorHtml, preservedBlockName, preservedKind, preservedSummary } from "./preserved-html";

const schema = getSchema(editorExtensions());

/** What the editor does with stored HTML: setContent (prepared, then parsed by the schema), then its onChange HTML. */
function roundTrip(html: string): string {
  return editorDocToHtml(parse(html), document);
}

function parse(html: string) {
  return createDocument(prepareEditorHtml(html), schema);
}

const articlesFolder = join(import.meta.dirname, "../../../content/articles/");
const articles = readdirSync(articlesFolder)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const source = parseArticleSource(readFileSync(`${articlesFolder}${file}`, "utf8"), file);
    return { slug: source.slug, html: renderArticleBody(source.body, source.slug) };
  });

/** The blocks the renderer writes that the editor cannot edit, found without the editor's own reader. */
function unEditableBlocks(html: string): string[] {
  return [
    ...html.matchAll(
      /^(<div class="article-table">[\s\S]*?<\/table><\/div>|<div class="article-faq" data-faq="">[\s\S]*?<\/details><\/div>|<div data-article-component="[a-z-]+"><\/div>|<pre class="mermaid" data-diagram="">[\s\S]*?<\/pre>)$/gm,
    ),
  ].map((match) => match[1] ?? "");
}

const withoutHeadingAnchors = (html: string) => html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "");
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("the editor's schema and the bundled articles", () => {
  it("has the seven bundled articles to check, with every kind of block the editor cannot edit", () => {
    expect(articles.length).toBeGreaterThanOrEqual(7);
    const kinds = new Set(articles.flatMap(({ html }) => unEditableBlocks(html).map(preservedKind)));
    expect([...kinds]).toEqual(expect.arrayContaining(["component", "diagram", "faq", "table"]));
  });

  for (const { slug, html } of articles) {
    it(`keeps every table, FAQ, chart slot and diagram of ${slug} byte for byte, in order`, () => {
      const expected = unEditableBlocks(html);
      expect(expected.length).toBeGreaterThan(0);
      const output = roundTrip(html);
      let from = 0;
      for (const block of expected) {
        const at = output.indexOf(block, from);
        expect(at, `bloc perdu ou déplacé : ${block.slice(0, 80)}`).toBeGreaterThanOrEqual(0);
        from = at + block.length;
      }
      const preserved: string[] = [];
      parse(html).forEach((node) => {
        if (node.type.name === preservedBlockName) preserved.push(String(node.attrs.html));
      });
      expect(preserved).toEqual(expected);
    });

    it(`keeps the text, headings, lists, emphasis and links of ${slug}`, () => {
      const source = withoutHeadingAnchors(html);
      const output = roundTrip(html);
      expect(textOfHtml(output)).toBe(textOfHtml(source));
      for (const pattern of [
        /<h2[\s>]/g,
        /<h3[\s>]/g,
        /<li>/g,
        /<ul>/g,
        /<ol[\s>]/g,
        /<blockquote>/g,
        /<strong>/g,
        /<em>/g,
        /<a [^>]*href=/g,
      ]) {
        expect(count(output, pattern), String(pattern)).toBe(count(source, pattern));
      }
      expect([...output.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(
        [...source.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
      );
    });

    it(`gives the same HTML when ${slug} goes through the editor twice`, () => {
      const once = roundTrip(html);
      expect(roundTrip(once)).toBe(once);
    });
  }
});

describe("what the editor keeps whole", () => {
  it("keeps a paragraph it would otherwise strip (a class, a span, a refused link) as a preserved block", () => {
    for (const block of [
      '<p class="lead">Intro</p>',
      "<p>Un <span>mot</span></p>",
      '<p>Voir <a href="javascript:alert(1)">ici</a></p>',
      '<ul><li>Un <abbr title="Petites et moyennes entreprises">PME</abbr></li></ul>',
      "<!-- note -->",
      "<h4>Sous-partie</h4>",
      "<figure><figcaption>Légende</figcaption></figure>",
    ]) {
      const output = roundTrip(`<p>Avant</p>\n${block}\n<p>Après</p>\n`);
      expect(output).toBe(`<p>Avant</p>\n${block}\n<p>Après</p>\n`);
    }
  });

  it("keeps a block that the next one closes, as a browser reads it, without taking the next one in", () => {
    expect(roundTrip('<p class="lead">Intro<p>Suite</p>\n')).toBe('<p class="lead">Intro\n<p>Suite</p>\n');
  });

  it("labels a preserved block with its text, blocks apart, or with the name of its component", () => {
    expect(preservedSummary("<table><tr><th>Offre</th><td>5 000 FCFA</td></tr></table><script>x</script>")).toBe("Offre 5 000 FCFA");
    expect(preservedSummary('<div data-article-component="roi"></div>')).toBe("roi");
  });

  it("writes a preserved block back with its exact characters, line endings and references", () => {
    const block = "<div class=\"x\" data-a='1'>\r\n  <b>Tom &amp; Jerry</b> &#39;ok&#39; &nbsp;«\u00a0fin\u00a0»</div>";
    expect(roundTrip(`${block}\n`)).toBe(`${block}\n`);
  });

  it("edits what its schema holds, drops the headings' generated anchors and writes tight lists", () => {
    const output = roundTrip(
      '<h2 id="intro">Intro<a class="heading-anchor" href="#intro" aria-label="Lien vers cette section">#</a></h2>\n<ul>\n<li>Un</li>\n<li>Deux<ul><li>Sous</li></ul></li>\n</ul>\n<p><strong>Gras</strong> et <a href="/contact">lien</a></p>\n',
    );
    expect(output).toBe(
      '<h2>Intro</h2>\n<ul><li>Un</li><li>Deux<ul><li>Sous</li></ul></li></ul>\n<p><strong>Gras</strong> et <a href="/contact">lien</a></p>\n',
    );
  });

  it("leaves out a pasted picture from another origin and keeps one of ours", () => {
    const doc = createDocument(
      '<p>a</p><img src="https://ailleurs.example/x.jpg" alt="x"><img src="/media/photo.webp" alt="Photo">',
      schema,
    );
    const output = editorDocToHtml(doc, document);
    expect(output).not.toContain("ailleurs.example");
    expect(output).toContain('src="/media/photo.webp"');
  });

  it("gives an empty string for an empty document", () => {
    expect(roundTrip("")).toBe("");
    expect(roundTrip("<p></p>")).toBe("");
  });
});
