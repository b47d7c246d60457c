import { describe, expect, it } from "vitest";
import { fold } from "./fold";

describe("fold", () => {
  it("removes accents and lowers the case, so a search ignores both", () => {
    expect(fold("La Méthodologie de la Vente")).toBe("la methodologie de la vente");
    expect(fold("Côte d’Ivoire")).toBe("cote d'ivoire");
    expect(fold("ÇA COÛTE TROP CHER À NOËL")).toBe("ca coute trop cher a noel");
  });

  it("reads non-breaking spaces as plain ones, so a search typed with spaces finds « 5 000 FCFA »", () => {
    expect(fold("Vendre avec 0\u00a0F, 5\u202f000\u00a0FCFA")).toBe("vendre avec 0 f, 5 000 fcfa");
  });

  it("reads a typographic apostrophe as the keyboard's, so « cote d'ivoire » finds « Côte d’Ivoire »", () => {
    expect(fold("Côte d’Ivoire")).toBe(fold("cote d'ivoire"));
    expect(fold("L‘Île de l’Ascension")).toBe("l'ile de l'ascension");
  });

  it("keeps everything else, spaces included", () => {
    expect(fold("  +237 6 99 ")).toBe("  +237 6 99 ");
    expect(fold("")).toBe("");
  });
});
