import { behaviour } from "./behaviour";

/**
 * A newsletter form (footer, home, blog, the newsletter page): with the script, it signs the visitor up without
 * leaving the page (app/site/forms/newsletter/newsletter-form.client.ts); without it, it posts to /newsletter,
 * which answers with a page. `variant` names its texts (footer or section), `source` its origin and its check.
 */
export const newsletterForm = /* @__PURE__ */ behaviour({
  form: "data-newsletter",
  variant: "data-newsletter-variant",
  source: "data-newsletter-source",
});
