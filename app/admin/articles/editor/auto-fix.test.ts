import { describe, expect, it } from "vitest";
import { type EditorDraft, planSeoFixes, shortenTitle } from "./auto-fix";

const goodDraft: EditorDraft = {
  title: "Le SEO local à Douala",
  html: "<p>Le <strong>SEO local</strong> aide les PME.</p><h2>Pourquoi</h2><ul><li>Visibilité</li></ul>",
  keywords: ["SEO local", "PME"],
};

function applyAll(draft: EditorDraft): EditorDraft {
  return planSeoFixes(draft).reduce((current, fix) => fix.apply(current), draft);
}

describe("planSeoFixes", () => {
  it("returns nothing for a draft that needs nothing", () => {
    expect(planSeoFixes(goodDraft)).toEqual([]);
  });

  it("plans the fixes in order: title, heading, list, then keywords", () => {
    const draft: EditorDraft = {
      title: "Comment vendre plus sur WhatsApp Business au Cameroun quand on est une PME",
      html: "<p>Le référencement aide. Vendre sur WhatsApp se prépare.</p>",
      keywords: ["Referencement", "whatsapp", "PME", "absent"],
    };
    expect(planSeoFixes(draft).map((fix) => fix.label)).toEqual([
      "Raccourcir le titre à 60\u00a0caractères",
      "Ajouter un intertitre",
      "Ajouter une liste des points clés",
      "Mettre en gras «\u00a0Referencement\u00a0»",
      "Mettre en gras «\u00a0whatsapp\u00a0»",
    ]);
    const fixed = applyAll(draft);
    expect(fixed.title).toBe("Comment vendre plus sur WhatsApp Business au Cameroun qua…");
    // One block when the heading came: it goes first.
    expect(fixed.html).toBe(
      "<h2>L'essentiel à retenir</h2>" +
        "<p>Le <strong>référencement</strong> aide. Vendre sur <strong>WhatsApp</strong> se prépare.</p>" +
        "<ul><li>Premier point clé, à compléter</li><li>Deuxième point clé, à compléter</li><li>Troisième point clé, à compléter</li></ul>",
    );
    expect(planSeoFixes(fixed)).toEqual([]);
    expect(draft.html).toBe("<p>Le référencement aide. Vendre sur WhatsApp se prépare.</p>");
  });

  it("puts the heading after the first block, or first when the article is one block", () => {
    const long = { ...goodDraft, html: "<p>Intro <em>courte</em><br></p>\n<ul><li>un</li></ul>" };
    const [heading] = planSeoFixes(long);
    expect(heading?.apply(long).html).toBe("<p>Intro <em>courte</em><br></p><h2>L'essentiel à retenir</h2>\n<ul><li>un</li></ul>");
    const short = { ...goodDraft, html: "<ul><li>un</li></ul>" };
    expect(planSeoFixes(short)[0]?.apply(short).html).toBe("<h2>L'essentiel à retenir</h2><ul><li>un</li></ul>");
  });

  it("emphasises a keyword in text only: not in attributes, headings or code, and not twice", () => {
    const html =
      '<h2>Mobile Money</h2><p><a href="/mobile-money" title="Mobile Money">Payer</a> <code>mobile money</code> par mobile&nbsp;money.</p><ul><li>x</li></ul>';
    const fixes = planSeoFixes({ title: "T", html, keywords: ["Mobile Money"] });
    expect(fixes.map((fix) => fix.label)).toEqual(["Mettre en gras «\u00a0Mobile Money\u00a0»"]);
    const fixed = fixes[0]?.apply({ title: "T", html, keywords: ["Mobile Money"] });
    expect(fixed?.html).toBe(
      '<h2>Mobile Money</h2><p><a href="/mobile-money" title="Mobile Money">Payer</a> <code>mobile money</code> par <strong>mobile&nbsp;money</strong>.</p><ul><li>x</li></ul>',
    );
  });

  it("leaves keywords of 3 letters or fewer, absent ones and already bold ones", () => {
    const html = "<h2>T</h2><ul><li>x</li></ul><p>Le web, le SEO et <b>Facebook</b> puis Facebook.</p>";
    expect(planSeoFixes({ title: "T", html, keywords: ["web", "SEO", "Instagram", "facebook"] })).toEqual([]);
  });

  it("does not shorten a title of 60 characters", () => {
    expect(planSeoFixes({ ...goodDraft, title: "a".repeat(60) })).toEqual([]);
    expect(planSeoFixes({ ...goodDraft, title: "a".repeat(61) }).map((fix) => fix.label)).toEqual([
      "Raccourcir le titre à 60\u00a0caractères",
    ]);
  });
});

describe("shortenTitle", () => {
  it("keeps 57 characters and adds the single ellipsis character", () => {
    const shortened = shortenTitle("é".repeat(70));
    expect(shortened).toBe(`${"é".repeat(57)}…`);
    expect(Array.from(shortened)).toHaveLength(58);
  });

  it("drops a space left before the ellipsis and keeps short titles", () => {
    expect(shortenTitle(`${"a".repeat(56)} bbbbbbbbbb`)).toBe(`${"a".repeat(56)}…`);
    expect(shortenTitle("  Court  ")).toBe("Court");
  });
});
