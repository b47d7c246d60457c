import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("folds accents, lowers the case and puts dashes between words", () => {
    expect(slugify("Stratégie Digitale : où en êtes-vous ?")).toBe("strategie-digitale-ou-en-etes-vous");
    expect(slugify("Œuvre & cœur")).toBe("oeuvre-coeur");
  });

  it("drops apostrophes as the blog's slugs do, and guillemets", () => {
    expect(slugify("Comment répondre à « C’est trop cher » sur WhatsApp")).toBe("comment-repondre-a-cest-trop-cher-sur-whatsapp");
    expect(slugify("L'agence d'Douala")).toBe("lagence-ddouala");
  });

  it("has no leading, trailing or double dashes", () => {
    expect(slugify("  --Profil -- ou page ?!  ")).toBe("profil-ou-page");
  });

  it("cuts a long title at the last dash that fits", () => {
    const title = "Profil ou page Facebook en 2025 : le guide ultime pour vendre au Cameroun sans se tromper de stratégie";
    const slug = slugify(title);
    expect(slug).toBe("profil-ou-page-facebook-en-2025-le-guide-ultime-pour-vendre-au-cameroun-sans-se");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slugify("un deux trois", 7)).toBe("un-deux");
    expect(slugify("un deux trois", 8)).toBe("un-deux");
    expect(slugify("anticonstitutionnellement", 10)).toBe("anticonsti");
  });

  it("is empty for a text without letters or digits", () => {
    expect(slugify("")).toBe("");
    expect(slugify(" « ! » — ")).toBe("");
    expect(slugify("2025")).toBe("2025");
  });
});
