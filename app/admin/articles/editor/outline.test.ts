import { describe, expect, it } from "vitest";
import { adminCategories } from "~/content/admin/editor";
import { suggestContent } from "./outline";

const title = "Profil ou page Facebook en 2025 : le guide ultime pour vendre au Cameroun";

describe("suggestContent", () => {
  it("opens on the title's subject, follows the category's plan and closes on action", () => {
    const { sections } = suggestContent({ title, category: "E-commerce", tone: "professional" });
    expect(sections).toEqual([
      "Profil ou page Facebook en 2025\u00a0: l'essentiel",
      "Les enjeux pour votre entreprise",
      "Présenter ses produits\u00a0: photos, prix, descriptions",
      "Le paiement mobile\u00a0: Orange Money et MTN Mobile Money",
      "Livraison et retrait en point relais",
      "Le service client sur WhatsApp",
      "Notre recommandation",
      "Passer à l'action",
    ]);
  });

  it("adapts to the tone: steps for educational, questions for conversational", () => {
    const educational = suggestContent({ title, category: "SEO", tone: "educational" }).sections;
    expect(educational).toContain("Étapes pas à pas");
    const conversational = suggestContent({ title, category: "SEO", tone: "conversational" }).sections;
    expect(conversational.filter((section) => section.endsWith("\u00a0?"))).toHaveLength(2);
  });

  it("suggests key phrases from the title's words and the category", () => {
    const { keyPhrases } = suggestContent({ title, category: "Réseaux Sociaux", tone: "friendly" });
    expect(keyPhrases.slice(0, 4)).toEqual(["page Facebook", "guide ultime", "profil", "page"]);
    expect(keyPhrases).toContain("community management");
    expect(keyPhrases).not.toContain("pour");
    expect(new Set(keyPhrases).size).toBe(keyPhrases.length);
  });

  it("gives the same outline for the same input, and a different plan per category", () => {
    const input = { title: "Vendre plus avec WhatsApp", category: "Marketing Digital" as const, tone: "friendly" as const };
    expect(suggestContent(input)).toEqual(suggestContent(input));
    const plans = adminCategories.map((category) => suggestContent({ ...input, category }).sections.join("|"));
    expect(new Set(plans).size).toBe(adminCategories.length);
  });

  it("keeps the tone's sections for a category outside the admin list", () => {
    expect(suggestContent({ title: "Négocier", category: "Vente & Négociation", tone: "authoritative" }).sections).toEqual([
      "Négocier\u00a0: l'essentiel",
      "Les chiffres clés",
      "Ce que nous recommandons, et pourquoi",
      "Passer à l'action",
    ]);
  });

  it("has no subject section without a title", () => {
    expect(suggestContent({ title: "  ", category: "Formation", tone: "professional" }).sections[0]).toBe(
      "Les enjeux pour votre entreprise",
    );
  });
});
