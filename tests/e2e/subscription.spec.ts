import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, journeyWidths, test, waitForHydration, widthTag } from "./fixtures";

const pagePath = "/services/formulaire-de-souscription";

async function fillValid(scope: Locator, page: Page, phoneDigits = "671234567") {
  await scope.getByLabel("Prénom").fill("aïcha");
  await scope.getByLabel("Nom", { exact: true }).fill("mbarga");
  await scope.getByLabel("Adresse e-mail").fill("aicha@exemple.cm");
  const phone = scope.getByLabel("Téléphone");
  await phone.click();
  await page.keyboard.press("End");
  await page.keyboard.type(phoneDigits);
  await scope.getByRole("checkbox", { name: /J'accepte les conditions générales de vente/ }).check();
}

for (const width of journeyWidths) {
  test.describe(`subscription at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    test("a plan on /services opens the dialog with its plan and the period of the tabs; a confirmed request closes it at the offers", async ({
      page,
    }) => {
      await page.goto("/services");
      await waitForHydration(page); // before it, the plan links lead to the form's own page
      await page.getByRole("tab", { name: "Trimestriel (-10%)" }).click();
      await page.getByRole("link", { name: "Choisir Pro" }).click();
      const dialog = page.getByRole("dialog", { name: "Votre souscription" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Pro", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Trimestriel (-10%)")).toBeVisible();
      await expect(dialog.getByText("405 000 FCFA")).toBeVisible();

      // Closing and choosing another plan updates the dialog; the period stays the one chosen.
      await dialog.getByRole("button", { name: "Fermer" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("link", { name: "Choisir Premium" }).click();
      await expect(dialog.getByText("Premium", { exact: true })).toBeVisible();
      await expect(dialog.getByText("864 000 FCFA")).toBeVisible();

      const submit = dialog.getByRole("button", { name: "Confirmer ma souscription" });
      await expect(submit).toBeDisabled();
      await dialog.getByLabel("Prénom").fill("a");
      await expect(dialog.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
      await dialog.getByLabel("Prénom").fill("a1");
      await expect(
        dialog.getByText("Caractères autorisés : lettres, espaces, tirets (-), apostrophes (') et caractères accentués"),
      ).toBeVisible();
      await dialog.getByLabel("Adresse e-mail").fill("aicha@");
      await expect(dialog.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();

      await fillValid(dialog, page);
      await expect(dialog.getByLabel("Prénom")).toHaveValue("Aïcha");
      await expect(dialog.getByLabel("Nom", { exact: true })).toHaveValue("Mbarga");
      await expect(submit).toBeEnabled();
      await expectAccessible(page);
      await submit.click();

      await expect(page.getByText("Votre message a été envoyé avec succès.")).toBeVisible();
      await expect(page.getByText("Message envoyé", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/services\?periode=trimestriel#community-management-pricing$/);

      // The draft was removed: a new dialog starts empty.
      await page.getByRole("link", { name: "Choisir Starter" }).click();
      await expect(dialog.getByLabel("Prénom")).toHaveValue("");
      await expect(dialog.getByLabel("Téléphone")).toHaveValue("+237 ");
    });

    test("the page reads forfait, periode and prix, and ends on the confirmation panel", async ({ page }) => {
      await page.goto(`${pagePath}?forfait=Inconnu&periode=hebdo`);
      await expect(page.getByRole("heading", { level: 1, name: "Souscrire à une offre" })).toBeVisible();
      const form = page.getByRole("main");
      await expect(form.getByText("Starter", { exact: true })).toBeVisible();
      await expect(form.getByText("Mensuel", { exact: true })).toBeVisible();
      await expect(form.getByText("90 000 FCFA")).toBeVisible();

      await page.goto(`${pagePath}?forfait=Pro&periode=annuel&prix=1400000`);
      await waitForHydration(page);
      await expect(form.getByText("Annuel (-15%)")).toBeVisible();
      await expect(form.getByText("1 400 000 FCFA")).toBeVisible();

      await fillValid(form, page);
      await form.getByLabel("Message (facultatif)").fill("Nous vendons des pagnes à Akwa.");
      await expectAccessible(page);
      await form.getByRole("button", { name: "Confirmer ma souscription" }).click();
      await expect(page.getByRole("heading", { name: "Souscription confirmée !" })).toBeVisible();
      await expect(
        page.getByText(
          "Merci pour votre confiance. Notre équipe vous contactera dans les plus brefs délais pour finaliser votre souscription.",
        ),
      ).toBeVisible();
      await expect(page.getByText("Votre message a été envoyé avec succès.")).toBeVisible();
      await page.getByRole("link", { name: "Nouvelle souscription" }).click();
      await expect(form.getByLabel("Prénom")).toHaveValue("");
      await expect(form.getByText("1 400 000 FCFA")).toBeVisible();
    });

    test("the phone keeps its dial code, and the country picker searches French names without accents", async ({ page }) => {
      await page.goto(pagePath);
      await waitForHydration(page); // before it, the country is a plain <select> and the prefix is not kept
      const form = page.getByRole("main");
      const phone = form.getByLabel("Téléphone");
      await expect(phone).toHaveValue("+237 ");

      // Deleting into the prefix is blocked.
      await phone.click();
      await page.keyboard.press("End");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await expect(phone).toHaveValue("+237 ");
      await page.keyboard.press("Tab");
      await expect(form.getByText("Le numéro de téléphone est requis.")).toBeVisible();

      // Pasting keeps the digits, without repeating the dial code.
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>("#field-phone");
        const data = new DataTransfer();
        data.setData("text", "+237 6-71-23-45");
        input?.setSelectionRange(input.value.length, input.value.length);
        input?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(phone).toHaveValue("+237 6712345");
      await expect(form.getByText("Le numéro de téléphone est trop court.")).toBeVisible();
      await phone.click();
      await page.keyboard.press("End");
      await page.keyboard.type("6");
      await expect(form.getByText("Numéro de téléphone invalide.")).toBeVisible();
      await page.keyboard.type("7");
      await expect(form.getByText(/Le numéro de téléphone/)).toHaveCount(0);

      const picker = form.getByRole("button", { name: /Choisir l'indicatif du pays/ });
      await expect(picker).toContainText("CM");
      await picker.click();
      const search = page.getByRole("combobox", { name: "Rechercher un pays..." });
      await search.fill("senegal");
      await expect(page.getByRole("option")).toHaveText([/Sénégal\s*\+221\s*SN/]);
      await search.fill("+225");
      await expect(page.getByRole("option")).toHaveText([/Côte d’Ivoire/]);
      // A click outside closes the list and clears the search.
      await page.getByRole("heading", { level: 1 }).click();
      await expect(search).toBeHidden();
      await picker.click();
      await expect(search).toHaveValue("");
      // The keyboard's apostrophe finds the name written with a typographic one.
      await search.fill("cote d'iv");
      await expect(page.getByRole("option")).toHaveText([/Côte d’Ivoire/]);
      await page.keyboard.press("Enter");
      await expect(search).toBeHidden();
      // Changing the country clears the number.
      await expect(phone).toHaveValue("+225 ");
      await expect(picker).toContainText("CI");

      // The draft survives a reload, with its country.
      await form.getByLabel("Prénom").fill("moussa");
      await page.waitForFunction(() => localStorage.getItem("kheops.souscription.brouillon")?.includes("Moussa"));
      await page.reload();
      await expect(form.getByLabel("Prénom")).toHaveValue("Moussa");
      await expect(phone).toHaveValue("+225 ");
      // Woken at the first touch, the form speaks of the fields touched, not of the number the draft has not got yet.
      await form.getByLabel("Nom", { exact: true }).fill("kone");
      await form.getByLabel("Adresse e-mail").fill("moussa@");
      await expect(form.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
      await expect(form.getByText("Le numéro de téléphone est requis.")).toHaveCount(0);
      await expect(phone).toHaveValue("+225 ");

      // After a confirmed request the draft is gone and the country is remembered.
      await form.getByLabel("Adresse e-mail").fill("moussa@exemple.ci");
      await phone.click();
      await page.keyboard.press("End");
      await page.keyboard.type("0701020304");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Confirmer ma souscription" }).click();
      await expect(page.getByRole("heading", { name: "Souscription confirmée !" })).toBeVisible();
      await page.goto(pagePath);
      await expect(form.getByLabel("Prénom")).toHaveValue("");
      await expect(phone).toHaveValue("+225 ");
    });

    test("a draft comes back before React, and the form wakes into it at the first touch, then is sent", async ({ page }) => {
      await page.goto(pagePath);
      await waitForHydration(page);
      const form = page.getByRole("main");
      const phone = form.getByLabel("Téléphone");
      const terms = form.getByRole("checkbox", { name: /J'accepte les conditions générales de vente/ });
      const message = form.getByLabel("Message (facultatif)");
      // Part of the form, typed with the island awake: the e-mail and the last name are left for later.
      await form.getByLabel("Prénom").fill("moussa");
      const picker = form.getByRole("button", { name: /Choisir l'indicatif du pays/ });
      await picker.click();
      await page.getByRole("combobox", { name: "Rechercher un pays..." }).fill("cote d");
      await page.keyboard.press("Enter");
      await expect(phone).toHaveValue("+225 ");
      await phone.click();
      await page.keyboard.press("End");
      await page.keyboard.type("0701020304");
      await message.fill("Nous vendons des pagnes à Treichville.");
      await terms.check();
      await page.waitForFunction(() => localStorage.getItem("kheops.souscription.brouillon")?.includes('"acceptTerms":true'));

      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.reload();
      await waitForHydration(page);
      // Put back by the page's own script into the server's form, whose country is still the plain list.
      await expect(form.getByLabel("Prénom")).toHaveValue("Moussa");
      await expect(form.getByLabel("Pays", { exact: true })).toHaveValue("CI");
      await expect(phone).toHaveValue("+225 0701020304");
      await expect(message).toHaveValue("Nous vendons des pagnes à Treichville.");
      await expect(terms).toBeChecked();
      await expect(form.getByLabel("Nom", { exact: true })).toHaveValue("");
      // The island's code (its component and its renderer, which brings React DOM) was not asked for.
      const island = form.locator("astro-island", { has: page.getByRole("button", { name: "Confirmer ma souscription" }) });
      const islandCode = [await island.getAttribute("component-url"), await island.getAttribute("renderer-url")];
      expect(islandCode).toEqual([expect.stringMatching(/\.js$/), expect.stringMatching(/\.js$/)]);
      expect(requested.filter((path) => islandCode.includes(path))).toEqual([]);

      // The first touch wakes the island: its picker takes the list's place, on the same country and number.
      await form.getByLabel("Nom", { exact: true }).click();
      await expect(picker).toContainText("CI");
      await expect(form.getByLabel("Pays", { exact: true })).toBeHidden();
      expect(requested).toEqual(expect.arrayContaining(islandCode));
      await expect(form.getByLabel("Prénom")).toHaveValue("Moussa");
      await expect(phone).toHaveValue("+225 0701020304");
      await expect(message).toHaveValue("Nous vendons des pagnes à Treichville.");
      await expect(terms).toBeChecked();

      await page.keyboard.type("kone");
      await form.getByLabel("Adresse e-mail").fill("moussa@exemple.ci");
      const submit = form.getByRole("button", { name: "Confirmer ma souscription" });
      await expect(submit).toBeEnabled();
      await expect(form.getByText(/Le numéro de téléphone|Le prénom|Vous devez accepter/)).toHaveCount(0);
      await expect(form.getByLabel("Nom", { exact: true })).toHaveValue("Kone");
      await submit.click();
      await expect(page.getByRole("heading", { name: "Souscription confirmée !" })).toBeVisible();
    });

    test("terms restored from the draft, then unticked at the first touch, stay unticked once the form wakes", async ({ page }) => {
      await page.goto(pagePath);
      await page.evaluate(() =>
        localStorage.setItem("kheops.souscription.brouillon", JSON.stringify({ firstName: "Awa", acceptTerms: true })),
      );
      await page.reload();
      await waitForHydration(page);
      const form = page.getByRole("main");
      const terms = form.getByRole("checkbox", { name: /J'accepte les conditions générales de vente/ });
      await expect(terms).toBeChecked();
      await terms.uncheck();
      await expect(form.getByRole("button", { name: /Choisir l'indicatif du pays/ })).toBeVisible();
      await expect(form.getByText("Vous devez accepter les conditions générales pour continuer.")).toBeVisible();
      await expect(terms).not.toBeChecked();
      await expect(form.getByLabel("Prénom")).toHaveValue("Awa");
    });

    test.describe("after a post the browser sent itself", () => {
      // The invalid post is answered with HTTP 400, which the browser logs.
      test.use({ allowedConsoleErrors: [/status of 400/] });

      test("the values the server sends back win over the draft, before the form wakes and after", async ({ page }) => {
        await page.goto(pagePath);
        const draft = { firstName: "Moussa", country: { code: "CI", name: "Côte d’Ivoire", dialCode: "+225" }, phone: "+225 0701020304" };
        await page.evaluate((value) => localStorage.setItem("kheops.souscription.brouillon", JSON.stringify(value)), draft);
        await page.reload();
        await waitForHydration(page);
        const form = page.getByRole("main");
        await expect(form.getByLabel("Prénom")).toHaveValue("Moussa");
        // Sent as the browser sends it without the island's code.
        await form.getByLabel("Prénom").evaluate((input: HTMLInputElement) => {
          input.value = "A";
          const sent = input.form;
          if (!sent) return;
          (sent.elements.namedItem("phoneCountry") as HTMLSelectElement).value = "SN";
          (sent.elements.namedItem("phone") as HTMLInputElement).value = "+221 ";
          sent.submit();
        });
        await expect(form.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
        await waitForHydration(page);
        await expect(form.getByLabel("Prénom")).toHaveValue("A");
        await expect(form.getByLabel("Pays", { exact: true })).toHaveValue("SN");

        await form.getByLabel("Nom", { exact: true }).click();
        await expect(form.getByRole("button", { name: /Choisir l'indicatif du pays/ })).toContainText("SN");
        await expect(form.getByLabel("Prénom")).toHaveValue("A");
        await expect(form.getByLabel("Téléphone")).toHaveValue("+221 ");
      });
    });

    test.describe("when the connection is lost", () => {
      // The browser logs the aborted request.
      test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to fetch/] });

      test("the failure toast shows and what was typed stays", async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page);
        // The post is lost; the page's data can still be fetched again afterwards.
        await page.route("**/formulaire-de-souscription*", (route) =>
          route.request().method() === "POST" ? route.abort() : route.continue(),
        );
        const form = page.getByRole("main");
        await fillValid(form, page);
        await form.getByRole("button", { name: "Confirmer ma souscription" }).click();
        // Said twice: the toast, and beside the button where it stays.
        await expect(page.getByText("Une erreur est survenue lors de l'envoi du message.").first()).toBeVisible();
        await expect(form.getByLabel("Prénom")).toHaveValue("Aïcha");
        await expect(form.getByRole("button", { name: "Confirmer ma souscription" })).toBeEnabled();
      });
    });

    test.describe("without JavaScript", () => {
      // Invalid posts are answered with HTTP 400, which the browser logs.
      test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

      test("the plan links lead to the page, where the server shows the messages beside the fields, then confirms", async ({ page }) => {
        await page.goto("/services?periode=annuel");
        await page.getByRole("link", { name: "Choisir Pro" }).click();
        await expect(page).toHaveURL(/formulaire-de-souscription\?forfait=Pro&periode=annuel&prix=1530000$/);
        const form = page.getByRole("main");
        await expect(form.getByText("1 530 000 FCFA")).toBeVisible();

        await form.getByLabel("Prénom").fill("A");
        await form.getByLabel("Adresse e-mail").fill("faux");
        await form.getByLabel("Pays").selectOption("SN");
        await form.getByLabel("Téléphone").fill("+221 ");
        await form.getByRole("button", { name: "Confirmer ma souscription" }).click();
        await expect(form.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
        await expect(form.getByText("Le nom doit contenir au moins 2 caractères.")).toBeVisible();
        await expect(form.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
        await expect(form.getByText("Le numéro de téléphone est requis.")).toBeVisible();
        await expect(form.getByText("Vous devez accepter les conditions générales pour continuer.")).toBeVisible();
        await expect(form.getByLabel("Adresse e-mail")).toHaveValue("faux");
        await expect(form.getByLabel("Pays"), "the country it was sent with").toHaveValue("SN");
        // The offer chosen stays the one shown, and the one sent next.
        await expect(page).toHaveURL(/formulaire-de-souscription\?forfait=Pro&periode=annuel&prix=1530000$/);
        await expect(form.getByText("1 530 000 FCFA")).toBeVisible();

        await form.getByLabel("Prénom").fill("Awa");
        await form.getByLabel("Nom", { exact: true }).fill("Ndiaye");
        await form.getByLabel("Adresse e-mail").fill("awa@exemple.sn");
        await form.getByLabel("Pays").selectOption("SN");
        await form.getByLabel("Téléphone").fill("+221 77 123 45 67");
        await form.getByRole("checkbox").check();
        await form.getByRole("button", { name: "Confirmer ma souscription" }).click();
        await expect(page.getByRole("heading", { name: "Souscription confirmée !" })).toBeVisible();
        await page.getByRole("link", { name: "Nouvelle souscription" }).click();
        await expect(page).toHaveURL(/formulaire-de-souscription\?forfait=Pro&periode=annuel&prix=1530000$/);
        await expect(form.getByLabel("Prénom")).toHaveValue("");
      });
    });
  });
}
