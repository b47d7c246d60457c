import { describe, expect, it } from "vitest";
import { nameMessages, newsletterMessages, subscriptionMessages } from "~/content/form-messages";
import { contactSchema } from "./contact/contact";
import { capitalizeName, firstNameSchema, lastNameSchema } from "./names";
import { isAcceptedNewsletterEmail, newsletterSchema, newsletterSources } from "./newsletter/newsletter";
import { subscriptionSchema } from "./subscription/subscription";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("names", () => {
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
    expect(messages(firstNameSchema.safeParse("Awa2"))).toEqual([nameMessages.characters]);
    expect(firstNameSchema.safeParse("Jean-Marie d'Almeida").success).toBe(true);
  });
});

describe("contact form", () => {
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

describe("newsletter", () => {
  it("in the browser, checks text@text.text in the footer and only an '@' on the home page and the blog", () => {
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

describe("e-mail addresses, on the server", () => {
  // Each would reach the lead mail's Reply-To or its headers if it were stored.
  const hostile = [
    '"Kheops Support" <attacker@evil.example>',
    "Kheops Support <attacker@evil.example>",
    "<attacker@evil.example>",
    "awa @exemple.cm",
    "awa@exemple.cm\r\nBcc: victime@exemple.cm",
    "awa@exemple.cm\nawa@evil.example",
    "awa\u0007@exemple.cm",
    "awa@exemple.cm\u0000",
    "awa@exemple",
    "awa@localhost",
    "awa@@exemple.cm",
    "awa,bob@exemple.cm",
    "awa@exemple.cm,bob@evil.example",
  ];

  it("newsletter: refuses anything but a plain address from every source, with the spec's message", () => {
    for (const source of newsletterSources) {
      for (const email of hostile) {
        expect(messages(newsletterSchema.safeParse({ email, source })), `${source}: ${JSON.stringify(email)}`).toEqual([
          newsletterMessages.email,
        ]);
      }
      expect(newsletterSchema.parse({ email: " Awa.Ndiaye+news@exemple.cm ", source })).toEqual({
        email: "Awa.Ndiaye+news@exemple.cm",
        source,
      });
    }
  });

  it("contact and subscription: refuse the same addresses", () => {
    const subscription = {
      firstName: "Jean",
      lastName: "Ngo",
      phoneCountry: "CM",
      phone: "+237 6 71 23 45 67",
      acceptTerms: "on",
    };
    expect(subscriptionSchema.safeParse({ ...subscription, email: "jm@exemple.cm" }).success).toBe(true);
    for (const email of hostile) {
      const contact = contactSchema.safeParse({ firstName: "Awa", lastName: "Ndiaye", email, subject: "Devis", message: "Bonjour" });
      expect(messages(contact), JSON.stringify(email)).toEqual(["Email invalide."]);
      expect(messages(subscriptionSchema.safeParse({ ...subscription, email })), JSON.stringify(email)).toEqual([
        subscriptionMessages.email,
      ]);
    }
  });
});
