import { describe, expect, it } from "vitest";
import { articleAuthor } from "./article-author";

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
});
