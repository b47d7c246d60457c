import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editorText } from "~/content/admin/editor-labels";
import { ConfigPanel } from "./config-panel";
import { EditorCounts } from "./editor-counts";
import { EditorModeToggle } from "./editor-mode-toggle";
import { EditorPreview } from "./editor-preview";
import { RichTextEditor } from "./rich-text-editor";

const noop = () => {};

describe("RichTextEditor on the server", () => {
  it("renders the toolbar with its French button names and an empty frame for the editor, without errors", () => {
    const html = renderToStaticMarkup(<RichTextEditor html="<p>Bonjour</p>" onChange={noop} label="Contenu de l'article" />);
    expect(html).toContain('role="toolbar" aria-label="Mise en forme"');
    const names = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      "Titre 2",
      "Titre 3",
      "Paragraphe",
      "Gras",
      "Italique",
      "Liste à puces",
      "Liste numérotée",
      "Citation",
      "Lien",
      "Image",
      "Annuler",
      "Rétablir",
    ]);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain("Chargement de l&#x27;éditeur…");
    expect(html).toContain("min-h-[500px]");
  });
});

describe("EditorCounts", () => {
  it("writes the counts in French and shows the progress toward the target", () => {
    const html = renderToStaticMarkup(<EditorCounts words={1234} characters={7890} target={2000} />);
    expect(html).toContain("1\u202f234\u00a0mots");
    expect(html).toContain("7\u202f890\u00a0caractères");
    expect(html).toContain("Objectif\u00a0: 2\u202f000\u00a0mots");
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="2000" aria-valuenow="1234"/);
    expect(html).toContain('aria-valuetext="1\u202f234\u00a0mots sur 2\u202f000 (62\u00a0%)"');
  });

  it("keeps the singular under two and stops the bar at the target", () => {
    const html = renderToStaticMarkup(<EditorCounts words={1} characters={0} target={500} />);
    expect(html).toContain("1\u00a0mot<");
    expect(html).toContain("0\u00a0caractère<");
    const over = renderToStaticMarkup(<EditorCounts words={650} characters={3000} target={500} />);
    expect(over).toContain('aria-valuenow="500"');
    expect(over).toContain("Objectif atteint");
  });
});

describe("ConfigPanel", () => {
  it("offers the three labelled choices from its props and describes the chosen tone", () => {
    const html = renderToStaticMarkup(
      <ConfigPanel
        category="SEO"
        onCategory={noop}
        wordTarget={1000}
        onWordTarget={noop}
        tone="friendly"
        onTone={noop}
        categories={["Marketing Digital", "SEO"]}
        wordTargets={[500, 1000]}
        tones={[
          { id: "professional", label: "Professionnel", description: "Sobre et précis." },
          { id: "friendly", label: "Convivial", description: "Chaleureux et direct." },
        ]}
      />,
    );
    for (const label of ["Catégorie", "Objectif de mots", "Ton"]) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`<select id="${id}"`);
    }
    expect(html).toContain('<option value="SEO" selected="">SEO</option>');
    expect(html).toContain('<option value="1000" selected="">1\u202f000\u00a0mots</option>');
    expect(html).toContain('<option value="friendly" selected="">Convivial</option>');
    expect(html).toContain("Chaleureux et direct.");
    expect(html).not.toContain("Sobre et précis.");
  });
});

describe("EditorModeToggle", () => {
  it("presses the current mode", () => {
    const html = renderToStaticMarkup(<EditorModeToggle mode="preview" onMode={noop} />);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Éditeur<\/button>/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Aperçu<\/button>/);
  });
});

describe("EditorPreview on the server", () => {
  it("shows none of the article, which only the browser's DOM can clean", () => {
    const html = renderToStaticMarkup(<EditorPreview title="Mon titre" html="<p>Texte</p><script>alert(1)</script>" />);
    expect(html).toContain(">Mon titre</h1>");
    expect(html).not.toContain("Texte");
    expect(html).not.toContain("alert");
  });
});

describe("editor texts", () => {
  it("put a non-breaking space, never a plain one, before : ; ! ? % and inside « »", () => {
    const samples: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") samples.push(value);
      else if (typeof value === "function") collect(value(2, 2, 2));
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(editorText);
    expect(samples.length).toBeGreaterThan(40);
    expect(samples.filter((text) => / [:;!?»%]|« /.test(text))).toEqual([]);
  });
});
