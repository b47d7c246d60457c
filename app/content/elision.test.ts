import { describe, expect, it } from "vitest";
import { elides, missedElisions, withDe } from "./elision";

describe("withDe", () => {
  it("elides before a vowel or a mute h, whatever the case", () => {
    expect(withDe("Arnaud Fotso Kamdem")).toBe("d'Arnaud Fotso Kamdem");
    expect(withDe("Instagram")).toBe("d'Instagram");
    expect(withDe("Émilie")).toBe("d'Émilie");
    expect(withDe("Hervé Atangana")).toBe("d'Hervé Atangana");
    expect(withDe("IA")).toBe("d'IA");
  });

  it("keeps « de » before a consonant, an aspirated h, a y sounded as a consonant or an acronym in H", () => {
    expect(withDe("Mireille Ngo Biyong")).toBe("de Mireille Ngo Biyong");
    expect(withDe("La Méthodologie de la Vente")).toBe("de La Méthodologie de la Vente");
    expect(withDe("Hong Kong")).toBe("de Hong Kong");
    expect(withDe("Yaoundé")).toBe("de Yaoundé");
    expect(withDe("YouTube")).toBe("de YouTube");
    expect(withDe("HTML")).toBe("de HTML");
  });
});

describe("elides", () => {
  it("knows the aspirated h, by the words it begins, and a mute h next to it", () => {
    for (const word of ["héros", "haut", "hauteur", "hausse", "hors", "hiérarchie", "harceler", "hasard", "huit", "onze", "oui"]) {
      expect(elides(word), word).toBe(false);
    }
    for (const word of ["héroïne", "horaire", "hôtel", "homme", "heure", "Yves", "y", "écran", "un"]) {
      expect(elides(word), word).toBe(true);
    }
  });
});

describe("missedElisions", () => {
  it("finds the missing elisions, each as written", () => {
    expect(
      missedElisions("Portrait illustré de Arnaud. Que il vienne\u00a0: je ai vu le écran, ce est la heure, De Instagram à se habiller."),
    ).toEqual(["de Arnaud", "Que il", "je ai", "le écran", "ce est", "la heure", "De Instagram", "se habiller"]);
  });

  it("finds the missing contractions but not le and les as pronouns before an infinitive", () => {
    expect(missedElisions("Le prix de le forfait, à les clients, de le premier mois.")).toEqual([
      "de le forfait",
      "à les clients",
      "de le premier",
    ]);
    expect(missedElisions("Il suffit de le choisir, de les aider et à le faire, de les y inviter.")).toEqual([]);
  });

  it("leaves what French writes whole", () => {
    const text =
      "Le héros de Hong Kong, le haut de la page, la hausse des prix, hors de prix, la hiérarchie, sans le harceler, de Yaoundé, " +
      "le yoga, à la une, ce à quoi vous pensez, ce en quoi je crois, d'Arnaud, l'IA, le HTML, dites-le avec, de 8 à 11, jusqu'à onze.";
    expect(missedElisions(text)).toEqual([]);
  });
});
