// @vitest-environment jsdom
// jsdom rather than happy-dom: see editor-preview.test.tsx.
import { describe, expect, it } from "vitest";
import { previewHtml } from "./preview-html";

describe("previewHtml", () => {
  it("keeps what articles hold: headings, lists, links, tables, FAQ, chart slots and diagrams", () => {
    const html = [
      '<h2 id="intro">Intro</h2>',
      '<p>Un <strong>mot</strong> et <a href="/contact">un lien</a> et <a href="https://example.cm">un autre</a>.</p>',
      '<ol start="3"><li>Trois</li></ol>',
      '<div class="article-table"><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></div>',
      '<div class="article-faq" data-faq=""><details class="article-faq-item" name="faq-x"><summary>Q ?</summary><div class="article-faq-answer"><p>R.</p></div></details></div>',
      '<div data-article-component="roi"></div>',
      '<pre class="mermaid" data-diagram="">flowchart TD\n  A --&gt; B</pre>',
      '<img src="/media/photo.webp" alt="Photo">',
    ].join("\n");
    expect(previewHtml(html)).toBe(
      html.replace('<a href="https://example.cm">', '<a href="https://example.cm" rel="noopener noreferrer" target="_blank">'),
    );
  });

  it("runs nothing: scripts, event handlers, javascript: links, frames and outside pictures are removed", () => {
    const html = previewHtml(
      [
        "<script>alert(1)</script>",
        '<p onclick="alert(2)">Texte <a href="javascript:alert(3)">lien</a></p>',
        '<img src="x" onerror="alert(4)">',
        '<img src="https://tracker.example/pixel.gif" alt="">',
        '<iframe src="https://example.com"></iframe>',
        '<div style="background:url(javascript:alert(5))"><span class="ok">Gardé</span></div>',
        "<svg><script>alert(6)</script></svg>",
        "<style>body{display:none}</style>",
        '<p>1 &lt; 2 &amp; "citation"</p>',
      ].join(""),
    );
    expect(html).toBe('<p>Texte <a>lien</a></p><div><span class="ok">Gardé</span></div><p>1 &lt; 2 &amp; "citation"</p>');
  });
});
