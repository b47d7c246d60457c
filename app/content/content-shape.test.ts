import { describe, expect, it } from "vitest";
import { aboutPage, keyFigures, timeline, values } from "./about";
import { ebooks } from "./ebooks";
import { legalNotices } from "./legal/legal-notices";
import { privacyPolicy } from "./legal/privacy-policy";
import { termsOfSale } from "./legal/terms-of-sale";
import { plans } from "./plans";
import { findService, services } from "./services";
import { team } from "./team";
import { homeTestimonials } from "./testimonials";
import type { LegalPage } from "./types";

function pageText(page: LegalPage): string {
  return [
    page.intro,
    ...page.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => ("text" in block ? [block.text] : block.items)),
    ]),
  ]
    .join("\n")
    .replace(/\u00a0/g, " ");
}

describe("services", () => {
  it("are the six of the spec, in order", () => {
    expect(services.map((service) => service.id)).toEqual([
      "community-management",
      "creation-sites-web",
      "identite-visuelle",
      "strategie-digitale",
      "social-media-marketing",
      "referencement-seo",
    ]);
    expect(findService("referencement-seo")?.title).toBe("Référencement SEO");
    expect(findService("inconnu")).toBeUndefined();
  });

  it.each(services.map((service) => [service.id, service] as const))("%s has every block the pages need", (_id, service) => {
    expect(service.title.length).toBeGreaterThan(3);
    expect(service.shortDescription.length).toBeLessThanOrEqual(160);
    expect(service.longDescription.length).toBeGreaterThan(service.shortDescription.length);
    expect(service.benefits.length).toBeGreaterThanOrEqual(4);
    expect(service.features.length).toBeGreaterThanOrEqual(6);
    expect(service.process).toHaveLength(4);
    expect(service.faqs.length).toBeGreaterThanOrEqual(5);
    expect(service.stats).toHaveLength(6);
    expect(service.image.name).toBe(service.id);
    expect(service.image.alt.length).toBeGreaterThan(10);
    for (const faq of service.faqs) expect(faq.question.trim().endsWith("?")).toBe(true);
  });

  it("prices web creation from 105 000 FCFA and community management from 90 000 FCFA a month", () => {
    expect(findService("creation-sites-web")?.pricing).toMatchObject({ fromPriceXaf: 105000, unit: "par projet" });
    // Community management starts at the cheapest plan, Starter's 90 000 FCFA until « Boutique » changes it.
    expect(findService("community-management")?.pricing).toMatchObject({ fromPlans: true, unit: "par mois" });
    expect(Math.min(...plans.map((plan) => plan.monthlyPriceXaf))).toBe(90000);
    expect(findService("strategie-digitale")?.pricing.fromPriceXaf).toBeUndefined();
  });
});

describe("prices in sentences", () => {
  // « Boutique » changes the prices: a sentence names one as a token ({prix}, {prixStarter}…), never in figures.
  const figures = /\d[\d\u00a0\u202f ]*\d\u00a0?(FCFA|XAF)/;
  it("leaves every e-book's answers to name its price as {prix}", () => {
    for (const ebook of ebooks) for (const entry of ebook.faq) expect(entry.answer).not.toMatch(figures);
    expect(ebooks.flatMap((ebook) => ebook.faq).filter((entry) => entry.answer.includes("{prix}")).length).toBeGreaterThanOrEqual(3);
  });
  it("names the plans' prices as tokens in the community-management note and the terms of sale", () => {
    const planFigures = plans.map((plan) => plan.monthlyPriceXaf.toLocaleString("fr-FR").replace(/\s/g, "\u00a0"));
    const texts = [findService("community-management")?.pricing.note ?? "", JSON.stringify(termsOfSale)];
    for (const text of texts) for (const figure of planFigures.slice(1)) expect(text).not.toContain(`${figure}\u00a0FCFA`);
    expect(texts[0]).toContain("{prixPro}");
  });
});

describe("about and team", () => {
  it("has four values, a six-step 2020–2025 timeline, four counters and a four-person team", () => {
    expect(values).toHaveLength(4);
    expect(timeline.map((step) => step.year)).toEqual(["2020", "2021", "2022", "2023", "2024", "2025"]);
    expect(keyFigures.map((figure) => `${figure.prefix ?? ""}${figure.value}`)).toEqual(["+90", "+200", "+10", "+5"]);
    expect(team.map((member) => member.role)).toEqual([
      "Fondatrice et CEO",
      "Directeur artistique",
      "Directeur technique",
      "Community manager",
    ]);
    expect(homeTestimonials).toHaveLength(3);
    expect(aboutPage.title.length).toBeGreaterThan(10);
  });
});

describe("legal pages", () => {
  it("privacy policy has the nine sections of the spec and links to /contact", () => {
    expect(privacyPolicy.sections).toHaveLength(9);
    expect(pageText(privacyPolicy)).toContain("](/contact)");
  });

  it("terms of sale have 13 sections, a five-step ordering process and every rule the shop states", () => {
    expect(termsOfSale.sections).toHaveLength(13);
    const steps = termsOfSale.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "steps");
    expect(steps.map((block) => block.items.length)).toContain(5);
    const text = pageText(termsOfSale);
    for (const rule of [
      "70 %",
      "30 %",
      "30 jours",
      "20 %",
      "105 000 FCFA",
      "160 EUR",
      "175 USD",
      "90 000 FCFA",
      "138 EUR",
      "150 USD",
      "2 mois",
      "5 ans",
      "10 %",
      "15 jours",
      "10 ans",
      "Douala",
      "médiation",
      "](/politique-de-confidentialite)",
    ]) {
      expect(text, rule).toContain(rule);
    }
  });

  it("legal notices name the SARL, its capital, host and registry numbers from the facts", () => {
    const text = pageText(legalNotices);
    for (const fact of ["SARL", "{name}", "{address}", "{capital}", "{host}", "{rccm}", "{niu}", "{phone}", "{email}"])
      expect(text, fact).toContain(fact);
  });

  it("use unique section ids within each page", () => {
    for (const page of [legalNotices, privacyPolicy, termsOfSale]) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
