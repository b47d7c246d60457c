import { expect, expectAccessible, test } from "./fixtures";

async function fillContact(
  page: import("@playwright/test").Page,
  values: Partial<Record<"firstName" | "lastName" | "email" | "subject" | "message", string>>,
) {
  const labels = { firstName: "Prénom", lastName: "Nom", email: "Adresse e-mail", subject: "Sujet", message: "Message" } as const;
  for (const [field, value] of Object.entries(values))
    await page
      .getByRole("main")
      .getByLabel(labels[field as keyof typeof labels], { exact: true })
      .fill(value);
}

test.describe("contact page", () => {
  test("validates on every change, keeps the button disabled while invalid, then sends and shows the success screen", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Lundi - Vendredi")).toBeVisible();
    await expect(page.getByText("En dehors de ces horaires, sur rendez-vous.")).toBeVisible();
    const submit = page.getByRole("button", { name: "Envoyer le message" });
    await expect(submit).toBeDisabled();

    await fillContact(page, { firstName: "a", email: "pas-un-email" });
    await expect(page.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
    await expect(page.getByText("Email invalide.")).toBeVisible();
    await page.getByRole("main").getByLabel("Sujet").fill("x");
    await page.getByRole("main").getByLabel("Sujet").fill("");
    await expect(page.getByText("Le sujet est requis.")).toBeVisible();
    await expect(submit).toBeDisabled();

    await fillContact(page, {
      firstName: "awa",
      lastName: "ndiaye",
      email: "awa@exemple.cm",
      subject: "Devis site vitrine",
      message: "Bonjour, je voudrais un site.",
    });
    await expect(page.getByText("Email invalide.")).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expectAccessible(page);
    await submit.click();
    await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
    await expect(page.getByText("Merci de nous avoir contacté.")).toBeVisible();
    await expect(page.getByText("Nous vous répondrons bientôt.")).toBeVisible();
    await page.getByRole("link", { name: "Envoyer un autre message" }).click();
    await expect(page.getByRole("main").getByLabel("Prénom")).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    // The invalid post is answered with HTTP 400, which the browser logs.
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 400/] });

    test("the server shows the same messages next to the fields, then the success screen", async ({ page }) => {
      await page.goto("/contact");
      await fillContact(page, { firstName: "A", lastName: "Ndiaye", email: "faux", subject: "", message: "" });
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
      await expect(page.getByText("Email invalide.")).toBeVisible();
      await expect(page.getByText("Le sujet est requis.")).toBeVisible();
      await expect(page.getByText("Le message est requis.")).toBeVisible();
      await expect(page.getByRole("main").getByLabel("Nom", { exact: true })).toHaveValue("Ndiaye");

      await fillContact(page, {
        firstName: "Awa",
        email: "awa@exemple.cm",
        subject: "Audit",
        message: "Pouvez-vous auditer ma page Facebook ?",
      });
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
    });
  });
});

test.describe("footer newsletter", () => {
  test("refuses an address without a dot, then signs up and clears the field", async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("contentinfo").getByLabel("Adresse e-mail");
    await field.fill("awa@exemple");
    await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Veuillez entrer une adresse e-mail valide.")).toBeVisible();
    await field.fill("awa@exemple.cm");
    await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Merci de vous être abonné à notre newsletter.")).toBeVisible();
    await expect(field).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to /newsletter, which thanks the visitor", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByLabel("Adresse e-mail").fill("moussa@exemple.cm");
      await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(page.getByText("Inscription réussie !")).toBeVisible();
    });
  });
});
