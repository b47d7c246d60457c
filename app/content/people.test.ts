import { describe, expect, it } from "vitest";
import { ebooks } from "./ebooks";
import { findPerson, people, person } from "./people";
import { team } from "./team";

describe("people", () => {
  it("have unique names, so an article row that only has a name finds its person", () => {
    expect(new Set(people.map((entry) => entry.name)).size).toBe(people.length);
    expect(findPerson("personne")).toBeUndefined();
  });

  it("give the team cards their names and portraits", () => {
    expect(team.map((member) => [member.name, member.portrait])).toEqual([
      ["Mireille Ngo Biyong", "mireille-ngo-biyong"],
      ["Arnaud Fotso Kamdem", "arnaud-fotso-kamdem"],
      ["Patrick Essomba Atangana", "patrick-essomba-atangana"],
      ["Larissa Ewane Moukouri", "larissa-ewane-moukouri"],
    ]);
  });

  it("sign the e-books with their byline title", () => {
    expect(ebooks.map((ebook) => [ebook.id, person(ebook.authorId).name, person(ebook.authorId).title])).toEqual([
      ["community-manager-de-choc", "Larissa Ewane Moukouri", "Community manager chez Kheops Digital"],
      ["la-methodologie-de-la-vente", "Mireille Ngo Biyong", "Fondatrice et CEO de Kheops Digital"],
      ["vendre-avec-0f", "Mireille Ngo Biyong", "Fondatrice et CEO de Kheops Digital"],
    ]);
  });
});
