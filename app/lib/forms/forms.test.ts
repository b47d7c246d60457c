import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { capitalizeName, firstNameSchema, lastNameSchema, nameCharactersMessage } from "./names";
import { isAcceptedNewsletterEmail, newsletterSchema } from "./newsletter";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("names (spec §5)", () => {
  it("trims and capitalises as typed", () => {
    expect(capitalizeName("  aWA ")).toBe("Awa");
    expect(firstNameSchema.parse(" éloïse")).toBe("Éloïse");
    expect(lastNameSchema.parse("ngo biyong")).toBe("Ngo biyong");
  });

  it("gives the spec's messages for too short, too long and forbidden characters", () => {
    expect(messages(firstNameSchema.safeParse("a"))).toEqual(["Le prénom doit contenir au moins 2 caractères."]);
    expect(messages(firstNameSchema.safeParse("a".repeat(51)))).toEqual(["Le prénom ne peut pas dépasser 50 caractères."]);
    expect(messages(lastNameSchema.safeParse("b"))).toEqual(["Le nom doit contenir au moins 2 caractères."]);
    expect(messages(lastNameSchema.safeParse("b".repeat(51)))).toEqual(["Le nom ne peut pas dépasser 50 caractères."]);
    expect(messages(firstNameSchema.safeParse("Awa2"))).toEqual([nameCharactersMessage]);
    expect(firstNameSchema.safeParse("Jean-Marie d'Almeida").success).toBe(true);
  });
});

describe("contact form (spec §5)", () => {
  const valid = { firstName: "awa", lastName: "ndiaye", email: "awa@exemple.cm", subject: "Devis", message: "Bonjour" };

  it("accepts a complete message and normalises the names", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, firstName: "Awa", lastName: "Ndiaye" });
  });

  it("answers each field with its French message", () => {
    const result = contactSchema.safeParse({ ...valid, email: "faux", subject: "  ", message: "" });
    expect(messages(result)).toEqual(["Email invalide.", "Le sujet est requis.", "Le message est requis."]);
    expect(messages(contactSchema.safeParse({}))).toContain("Le message est requis.");
  });

  it("refuses a subject or a message that is too long", () => {
    expect(contactSchema.safeParse({ ...valid, subject: "s".repeat(151) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: "m".repeat(5001) }).success).toBe(false);
  });
});

describe("newsletter (spec §5)", () => {
  it("checks text@text.text in the footer and only an '@' on the home page and the blog", () => {
    expect(isAcceptedNewsletterEmail("awa@exemple", "Footer")).toBe(false);
    expect(isAcceptedNewsletterEmail("awa@exemple.cm", "Footer")).toBe(true);
    expect(isAcceptedNewsletterEmail("awa@exemple", "Homepage")).toBe(true);
    expect(isAcceptedNewsletterEmail("awa", "Blog")).toBe(false);
    expect(isAcceptedNewsletterEmail("   ", "Homepage")).toBe(false);
  });

  it("gives 'Veuillez entrer une adresse e-mail valide.' and defaults the source to the footer", () => {
    expect(messages(newsletterSchema.safeParse({ email: "sans-arobase" }))).toEqual(["Veuillez entrer une adresse e-mail valide."]);
    expect(newsletterSchema.parse({ email: " awa@exemple.cm " })).toEqual({ email: "awa@exemple.cm", source: "Footer" });
  });
});
