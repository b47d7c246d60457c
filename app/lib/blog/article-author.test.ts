import { describe, expect, it } from "vitest";
import { articleAuthor, defaultAuthorFor } from "./article-author";

describe("an article's author", () => {
  it("is the person whose id the article stores", () => {
    expect(articleAuthor("mireille-ngo-biyong")).toMatchObject({
      id: "mireille-ngo-biyong",
      name: "Mireille Ngo Biyong",
      title: "Fondatrice et CEO de Kheops Digital",
    });
    expect(articleAuthor("kheops-digital")).toMatchObject({ name: "Kheops Digital", organization: true });
  });

  it("is found by name for a row that only has a name, and otherwise keeps that name", () => {
    expect(articleAuthor("Kheops Digital").id).toBe("kheops-digital");
    expect(articleAuthor("Awa Ndiaye")).toEqual({ name: "Awa Ndiaye" });
  });

  it("of a new admin article is the signed-in person whose account's name is a person's, accents, case and spaces aside", () => {
    expect(defaultAuthorFor("Mireille Ngo Biyong")).toBe("mireille-ngo-biyong");
    expect(defaultAuthorFor("  PATRICK  essomba atangana ")).toBe("patrick-essomba-atangana");
    expect(defaultAuthorFor("Arnaud Fotsó Kamdem")).toBe("arnaud-fotso-kamdem");
  });

  it("of a new admin article is the agency for anyone else, a first name alone included", () => {
    expect(defaultAuthorFor("Administrateur")).toBe("kheops-digital");
    expect(defaultAuthorFor("Mireille")).toBe("kheops-digital");
    expect(defaultAuthorFor("")).toBe("kheops-digital");
    expect(defaultAuthorFor(undefined)).toBe("kheops-digital");
  });
});
