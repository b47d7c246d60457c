// @vitest-environment jsdom
// jsdom rather than happy-dom: DOMPurify needs a NodeIterator that keeps walking when it removes the current node,
// which happy-dom 21 does not do (capricorn86/happy-dom#2310), so a test there would pass on unsanitized output.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editorText } from "~/content/admin/editor-labels";
import { EditorPreview } from "./editor-preview";

describe("EditorPreview", () => {
  it("shows the title and the article in the public article styles, without anything that runs", () => {
    const html = renderToStaticMarkup(
      <EditorPreview
        title="Mon titre"
        html={'<h2>Partie</h2><p onclick="alert(1)">Texte</p><script>alert(2)</script><img src="x" onerror="alert(3)">'}
      />,
    );
    expect(html).toContain(">Mon titre</h1>");
    expect(html).toContain('<div class="article-body"><div class="article-html"><h2>Partie</h2><p>Texte</p></div></div>');
    expect(html).not.toMatch(/alert|onclick|onerror|<script/);
  });

  it("says when there is nothing to show yet", () => {
    const html = renderToStaticMarkup(<EditorPreview title="" html="" />);
    expect(html).toContain(editorText.preview.untitled);
    expect(html).toContain("Rien à afficher pour l&#x27;instant\u00a0: écrivez le contenu dans l&#x27;éditeur.");
  });
});
