import { describe, expect, it } from "vitest";
import { adminCategories, articleTones, defaultTone, defaultWordTarget, editorMessages, wordTargets } from "./editor";

describe("editor content", () => {
  it("has the spec's eight categories and five tones", () => {
    expect(adminCategories).toEqual([
      "Marketing Digital",
      "Développement Web",
      "SEO",
      "Réseaux Sociaux",
      "E-commerce",
      "Stratégie Digitale",
      "Formation",
      "Actualités",
    ]);
    expect(articleTones.map((tone) => tone.id)).toEqual(["professional", "friendly", "conversational", "authoritative", "educational"]);
    expect(defaultTone).toBe("professional");
    expect(wordTargets).toContain(defaultWordTarget);
  });

  it("has the spec's messages, word for word", () => {
    expect(editorMessages).toEqual({
      titleAndContentRequired: "Le titre et le contenu sont requis",
      titleFirst: "Veuillez d'abord saisir un titre",
      nothingToAnalyse: "Aucun contenu à analyser",
      nothingToExport: "Aucun contenu à exporter",
    });
  });
});
