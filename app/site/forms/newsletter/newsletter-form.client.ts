import { newsletterForm } from "~/lib/behaviours/newsletter-form";

/**
 * Signs the visitor up from any newsletter form (./newsletter-form.tsx) without leaving the page. Only this listener
 * comes with the site's script; the sending code comes at the first submit (./newsletter-send.client.ts). Should it
 * not come (offline, and never fetched before), the form is posted as without JavaScript, and /newsletter (or the
 * service worker's page, offline) answers.
 */
export function enhanceNewsletterForms(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !newsletterForm.is(form)) return;
    event.preventDefault();
    import("./newsletter-send.client")
      .then(({ sendNewsletterForm }) => sendNewsletterForm(form))
      .catch((error: unknown) => {
        console.warn("newsletter: the form's code could not be loaded, posted as a plain form", error);
        form.submit();
      });
  });
}
