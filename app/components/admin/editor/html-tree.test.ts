import { describe, expect, it } from "vitest";
import { decodeEntities, htmlText, parseHtml } from "./html-tree";

const outer = (html: string) => parseHtml(html).map((node) => html.slice(node.start, node.end));

describe("parseHtml", () => {
  it("finds each top-level element's exact source, nested elements, void elements and comments included", () => {
    const html = '<div class="a"><div>x</div><br></div>\n<p>un <img src="/media/a.webp" alt="a > b"> deux</p><!-- c --><hr>';
    expect(outer(html)).toEqual([
      '<div class="a"><div>x</div><br></div>',
      "\n",
      '<p>un <img src="/media/a.webp" alt="a > b"> deux</p>',
      "<!-- c -->",
      "<hr>",
    ]);
  });

  it("closes what HTML closes without an end tag, as a browser does", () => {
    expect(outer("<p>un<p>deux<ul><li>a<li>b</ul>")).toEqual(["<p>un", "<p>deux", "<ul><li>a<li>b</ul>"]);
    const list = parseHtml("<ul><li>a<li>b</ul>")[0];
    expect(list?.type === "element" ? list.children.length : 0).toBe(2);
  });

  it("reads the content of script, style and pre-like raw text as text", () => {
    const [script] = parseHtml('<script>if (a < b) document.write("<p>")</script><p>x</p>');
    expect(script?.type === "element" ? script.children : []).toEqual([
      expect.objectContaining({ type: "text", text: 'if (a < b) document.write("<p>")' }),
    ]);
  });

  it("decodes character references in text and attribute values", () => {
    const [link] = parseHtml('<a href="/x?a=1&amp;b=2" title="l&#39;été">Tom &amp; Jerry&nbsp;!</a>');
    expect(link?.type === "element" ? link.attributes : []).toEqual([
      ["href", "/x?a=1&b=2"],
      ["title", "l'été"],
    ]);
    expect(decodeEntities("&laquo;&#x202F;ok&#8239;&raquo; &unknown;")).toBe("«\u202fok\u202f» &unknown;");
  });
});

describe("htmlText", () => {
  it("gives the text a reader reads, blocks apart, spaces collapsed", () => {
    expect(htmlText("<h2>Titre</h2><p>Un <strong>mot</strong>.</p><ul><li>a</li><li>b</li></ul><script>x</script>")).toBe(
      "Titre Un mot. a b",
    );
  });
});
