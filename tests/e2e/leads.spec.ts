import type { Page, Route } from "@playwright/test";
import { expect, expectAccessible, journeyWidths, slowPhone, test, waitForHydration, widthTag } from "./fixtures";

type ContactField = "firstName" | "lastName" | "email" | "subject" | "message";

async function fillContact(page: Page, values: Partial<Record<ContactField, string>>) {
  const labels = { firstName: "Prénom", lastName: "Nom", email: "Adresse e-mail", subject: "Sujet", message: "Message" } as const;
  for (const [field, value] of Object.entries(values))
    await page
      .getByRole("main")
      .getByLabel(labels[field as ContactField], { exact: true })
      .fill(value);
}

/** Holds the next POST to `pattern` until the returned release() is called, so the sending state can be seen. */
async function holdPosts(page: Page, pattern: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding && route.request().method() === "POST" ? held.push(route) : route.continue()));
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/**
 * Opens `path` and, once it has hydrated (before, its forms post as plain forms,
 * which nothing loses), loses every POST to `pattern`, as a dropped mobile connection would.
 */
async function openLosingPosts(page: Page, path: string, pattern: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.route(pattern, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
}

// The browser logs an aborted request, and the form the failed fetch.
const lostConnectionErrors = /ERR_FAILED|Failed to fetch/;
let address = 0;
const freshEmail = (name: string) => `${name}.${Date.now()}.${address++}@exemple.cm`;

for (const width of journeyWidths) {
  test.describe(`lead forms at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    test.describe("contact page", () => {
      test("validates on every change, keeps the button disabled while invalid, then sends and shows the success screen", async ({
        page,
      }) => {
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
        await page.getByRole("main").getByLabel("Message").fill("x");
        await page.getByRole("main").getByLabel("Message").fill("");
        await expect(page.getByText("Le message est requis.")).toBeVisible();
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
        const release = await holdPosts(page, "**/contact");
        // Sent as a thumb sends it: the button at the foot of the screen.
        await submit.evaluate((button) => button.scrollIntoView({ block: "end" }));
        await submit.click();
        await expect(page.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
        await release();
        // Where the form was, in sight: the visitor sent it from its foot, further down than the screen that replaces it.
        await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeInViewport({ ratio: 1 });
        await expect(page.getByText("Merci de nous avoir contacté.")).toBeVisible();
        await expect(page.getByText("Nous vous répondrons bientôt.")).toBeVisible();
        await page.getByRole("link", { name: "Envoyer un autre message" }).click();
        await expect(page.getByRole("main").getByLabel("Prénom")).toHaveValue("");
      });

      test.describe("when the connection is lost", () => {
        test.use({ allowedConsoleErrors: [lostConnectionErrors] });

        test("the failure toast shows and the message stays in the form", async ({ page }) => {
          await openLosingPosts(page, "/contact", "**/contact");
          await fillContact(page, { firstName: "Awa", lastName: "Ndiaye", email: "awa@exemple.cm", subject: "Devis", message: "Bonjour" });
          await page.getByRole("button", { name: "Envoyer le message" }).click();
          await expect(page.getByText("Impossible d'envoyer le message.").first()).toBeVisible();
          await expect(page.getByRole("main").getByLabel("Message")).toHaveValue("Bonjour");
        });
      });

      test.describe("answered by the server, then the page's script", () => {
        // The invalid post is answered with HTTP 400, which the browser logs.
        test.use({ allowedConsoleErrors: [/status of 400/] });

        test("the server's messages stay until each field is corrected, then the form checks it itself", async ({ page }) => {
          const { release } = await slowPhone(page);
          await page.goto("/contact");
          await fillContact(page, { firstName: "A", lastName: "Ndiaye", email: "faux" });
          // Posted as a browser whose script failed to come posts it (a tap would be held for the form's script).
          await page.locator('form[action="/contact"]').evaluate((form: HTMLFormElement) => form.submit());
          const firstNameMessage = page.getByText("Le prénom doit contenir au moins 2 caractères.");
          await expect(firstNameMessage).toBeVisible();
          await expect(page.getByText("Email invalide.")).toBeVisible();
          release();

          await fillContact(page, { firstName: "Awa" });
          await expect(firstNameMessage).toHaveCount(0);
          await expect(page.getByText("Email invalide.")).toBeVisible();
          await fillContact(page, { email: "awa@exemple.cm", subject: "Devis", message: "Bonjour" });
          await expect(page.getByText("Email invalide.")).toHaveCount(0);
          await expect(page.getByText("Le sujet est requis.")).toHaveCount(0);
          await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
        });
      });

      test.describe("without JavaScript", () => {
        // The invalid post is answered with HTTP 400, which the browser logs.
        test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

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
          await page.getByRole("link", { name: "Envoyer un autre message" }).click();
          await expect(page.getByRole("main").getByLabel("Prénom")).toHaveValue("");
        });
      });
    });

    test.describe("footer newsletter", () => {
      test("refuses an address without a dot, shows 'Envoi...', then signs up and clears the field; twice is still thanked", async ({
        page,
      }) => {
        await page.goto("/apropos");
        await waitForHydration(page); // before it, the form posts as a plain form to /newsletter
        const footer = page.getByRole("contentinfo");
        const field = footer.getByLabel("Adresse e-mail");
        const button = footer.getByRole("button", { name: "S'inscrire" });
        await field.fill("awa@exemple");
        await button.click();
        await expect(page.getByText("Veuillez entrer une adresse e-mail valide.")).toBeVisible();

        const email = freshEmail("awa");
        await field.fill(email);
        const release = await holdPosts(page, "**/newsletter");
        await button.click();
        await expect(footer.getByRole("button", { name: "Envoi..." })).toBeDisabled();
        await release();
        await expect(page.getByText("Merci de vous être abonné à notre newsletter.")).toBeVisible();
        // The address waits for its owner's confirmation (double opt-in): the toast says where the link is.
        await expect(page.getByText("Vérifiez votre boîte de réception").first()).toBeVisible();
        await expect(field).toHaveValue("");

        await field.fill(email.toUpperCase());
        await button.click();
        // The first toast may still be leaving while the second one arrives.
        await expect(page.getByText("Merci de vous être abonné à notre newsletter.").last()).toBeVisible();
        await expect(field).toHaveValue("");
      });

      test.describe("when the connection is lost", () => {
        test.use({ allowedConsoleErrors: [lostConnectionErrors] });

        test("the footer's failure text shows and the address stays", async ({ page }) => {
          await openLosingPosts(page, "/", "**/newsletter");
          const field = page.getByRole("contentinfo").getByLabel("Adresse e-mail");
          await field.fill("awa@exemple.cm");
          await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
          await expect(page.getByText("Une erreur est survenue lors de l'inscription.")).toBeVisible();
          await expect(field).toHaveValue("awa@exemple.cm");
        });
      });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

        test("posts to /newsletter, which thanks the visitor or names the problem", async ({ page }) => {
          await page.goto("/");
          await page.getByRole("contentinfo").getByLabel("Adresse e-mail").fill("moussa@exemple");
          await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
          await expect(page).toHaveURL(/\/newsletter$/);
          await expect(page.getByRole("main").getByText("Veuillez entrer une adresse e-mail valide.")).toBeVisible();

          await page.goto("/");
          await page.getByRole("contentinfo").getByLabel("Adresse e-mail").fill(freshEmail("moussa"));
          await page.getByRole("contentinfo").getByRole("button", { name: "S'inscrire" }).click();
          await expect(page).toHaveURL(/\/newsletter$/);
          await expect(page.getByText("Inscription réussie !")).toBeVisible();
        });
      });
    });

    test.describe("home newsletter section", () => {
      const section = (page: Page) => page.getByRole("region", { name: "Recevez nos conseils pour vendre en ligne" });

      test("comes after the testimonials, checks for '@', shows 'Envoi en cours...', then the thank-you panel", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        const form = section(page);
        await expect(form).toBeVisible();
        const order = await page.evaluate(() => {
          const headings = [...document.querySelectorAll("main h2")].map((heading) => heading.textContent ?? "");
          return headings.slice(-2);
        });
        expect(order[1]).toBe("Recevez nos conseils pour vendre en ligne");

        await form.getByLabel("Adresse e-mail").fill("awa.exemple.cm");
        await form.getByRole("button", { name: "Je m'abonne" }).click();
        await expect(page.getByText("Veuillez entrer une adresse e-mail valide.")).toBeVisible();

        await form.getByLabel("Adresse e-mail").fill(freshEmail("fanta"));
        const release = await holdPosts(page, "**/newsletter");
        await form.getByRole("button", { name: "Je m'abonne" }).click();
        await expect(form.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
        await release();
        await expect(form.getByText("Merci de vous être inscrit!")).toBeVisible();
        await expect(form.getByText("Votre première newsletter arrivera bientôt.")).toBeVisible();
        await expect(form.getByText("Vérifiez votre boîte de réception", { exact: false })).toBeVisible();
        await expect(page.getByText("Merci de vous être abonné à notre newsletter.")).toBeVisible();
        await expect(form.getByRole("button", { name: "Je m'abonne" })).toHaveCount(0);
        await expectAccessible(page);
      });

      test.describe("when the connection is lost", () => {
        test.use({ allowedConsoleErrors: [lostConnectionErrors] });

        test("the section's failure text shows and the form stays", async ({ page }) => {
          await openLosingPosts(page, "/", "**/newsletter");
          await section(page).getByLabel("Adresse e-mail").fill("awa@exemple.cm");
          await section(page).getByRole("button", { name: "Je m'abonne" }).click();
          await expect(page.getByText("Une erreur est survenue. Veuillez réessayer.")).toBeVisible();
          await expect(section(page).getByRole("button", { name: "Je m'abonne" })).toBeEnabled();
        });
      });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });

        test("posts to /newsletter, which shows the section's thank-you text", async ({ page }) => {
          await page.goto("/");
          await section(page).getByLabel("Adresse e-mail").fill(freshEmail("ibrahim"));
          await section(page).getByRole("button", { name: "Je m'abonne" }).click();
          await expect(page).toHaveURL(/\/newsletter$/);
          await expect(page.getByText("Merci de vous être inscrit!")).toBeVisible();
          await expect(page.getByText("Votre première newsletter arrivera bientôt.")).toBeVisible();
        });
      });
    });
  });
}
