import { describe, expect, it } from "vitest";
import { countCharacters, countElements, countPhrase, countWords, foldedTokens, hasElement, textOfHtml, tokenizeHtml } from "./html-text";

describe("tokenizeHtml", () => {
  it("gives back every character of the HTML, whatever it holds", () => {
    const html =
      '<!doctype html><P class="a">Un &amp; <b>deux</b></P></div><!-- note --><br/>trois<script>if (a < b) x("<p>")</script>a < b</p><img src="/x" alt="a > b">';
    expect(
      tokenizeHtml(html)
        .map((token) => token.raw)
        .join(""),
    ).toBe(html);
  });

  it("names each tag, start or end, and takes what script holds as text", () => {
    const tokens = tokenizeHtml('<P class="a">Un</P></div><script>x("<p>")</script>');
    expect(tokens).toEqual([
      { kind: "tag", raw: '<P class="a">', name: "p", closing: false },
      { kind: "text", raw: "Un" },
      { kind: "tag", raw: "</P>", name: "p", closing: true },
      { kind: "other", raw: "</div>" },
      { kind: "tag", raw: "<script>", name: "script", closing: false },
      { kind: "text", raw: 'x("<p>")' },
      { kind: "tag", raw: "</script>", name: "script", closing: true },
    ]);
  });
});

describe("textOfHtml", () => {
  it("separates blocks, joins inline elements and decodes entities", () => {
    const html =
      "<h2>Vendre&nbsp;plus</h2><p>R&amp;D, &lt;b&gt; &quot;oui&quot; l&#39;agence &#x2019; <strong>gras</strong>ici</p><ul><li>un</li><li>deux</li></ul>";
    expect(textOfHtml(html)).toBe('Vendre\u00a0plus\nR&D, <b> "oui" l\'agence ’ grasici\nun\ndeux');
  });

  it("drops scripts, styles and comments, decodes every named entity and keeps unknown ones as written", () => {
    expect(textOfHtml("<p>a<script>var x = '<p>';</script></p><style>p{}</style><!-- note --><p>&eacute; &inconnu;</p>")).toBe(
      "a\né &inconnu;",
    );
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
  it("finds elements by tag name, and links only with an href", () => {
    const html = '<P>x</P><a name="ancre">y</a><img src="/a.png" alt="">';
    expect(hasElement(html, "p")).toBe(true);
    expect(hasElement(html, "a")).toBe(false);
    expect(hasElement('<a href="/contact">z</a>', "a")).toBe(true);
    expect(hasElement(html, "ul", "ol")).toBe(false);
    expect(countElements("<b>1</b><strong>2</strong>", "strong", "b")).toBe(2);
  });
});
