import { describe, expect, it } from "vitest";
import { countCharacters, countElements, countPhrase, countWords, foldedTokens, hasElement, headingsOf, textOfHtml } from "./html-text";

describe("textOfHtml", () => {
  it("separates blocks, joins inline elements and decodes entities", () => {
    const html =
      "<h2>Vendre&nbsp;plus</h2><p>R&amp;D, &lt;b&gt; &quot;oui&quot; l&#39;agence &#x2019; <strong>gras</strong>ici</p><ul><li>un</li><li>deux</li></ul>";
    expect(textOfHtml(html)).toBe('Vendre\u00a0plus\nR&D, <b> "oui" l\'agence ’ grasici\nun\ndeux');
  });

  it("drops scripts, styles and comments, and keeps unknown entities as written", () => {
    expect(textOfHtml("<p>a<script>var x = '<p>';</script></p><style>p{}</style><!-- note --><p>&eacute;</p>")).toBe("a\n&eacute;");
  });

  it("reads a tag whose attribute holds a >", () => {
    expect(textOfHtml('<a href="/x" title="a > b">lien</a>')).toBe("lien");
  });
});

describe("counting", () => {
  it("counts whitespace-separated tokens, as the spec does", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  \n ")).toBe(0);
    expect(countWords("Un deux\ttrois\nquatre")).toBe(4);
    expect(countWords("Bonjour ! L'agence")).toBe(3);
  });

  it("counts characters as code points, whitespace runs as one", () => {
    expect(countCharacters(" Été  à\nDouala ")).toBe(12);
    expect(countCharacters("😀")).toBe(1);
  });

  it("counts phrases on whole words, accents and case ignored", () => {
    const tokens = foldedTokens("Tout à fait ! TOUT A FAIT, toutafait, en fait.");
    expect(countPhrase(tokens, "tout à fait")).toBe(2);
    expect(countPhrase(tokens, "fait")).toBe(3);
    expect(countPhrase(tokens, "")).toBe(0);
  });
});

describe("elements", () => {
  it("lists the headings with their text", () => {
    expect(headingsOf("<h1>Un</h1><p>x</p><h3 id='a'>Deux &amp; <em>trois</em></h3>")).toEqual([
      { level: 1, text: "Un" },
      { level: 3, text: "Deux & trois" },
    ]);
  });

  it("finds elements by tag name, and links only with an href", () => {
    const html = '<P>x</P><a name="ancre">y</a><img src="/a.png" alt="">';
    expect(hasElement(html, "p")).toBe(true);
    expect(hasElement(html, "a")).toBe(false);
    expect(hasElement('<a href="/contact">z</a>', "a")).toBe(true);
    expect(hasElement(html, "ul", "ol")).toBe(false);
    expect(countElements("<b>1</b><strong>2</strong>", "strong", "b")).toBe(2);
  });
});
