import { newsletterText as text } from "~/content/site";
import { newsletterForm } from "~/lib/behaviours/newsletter-form";
import { Honeypot } from "~/lib/ui/honeypot";
import type { NewsletterSource } from "~/site/forms/newsletter/newsletter-rules";

export type NewsletterVariant = "footer" | "section";

export const newsletterAction = "/newsletter";

/**
 * The newsletter form, rendered by the server alone: it posts to /newsletter, which answers with a page. The site's
 * script (newsletter-form.client.ts) signs the visitor up in place instead. Footer: strict e-mail check, 'Envoi...',
 * field cleared on success. Home and blog: '@' check, 'Envoi en cours...', a thank-you panel. Each success also says
 * to confirm the address from the mail it is sent (double opt-in).
 */
export function NewsletterForm({
  variant,
  source,
  page,
  tone = "light",
  fieldId = `newsletter-${variant}`,
  inSidebar = false,
}: {
  variant: NewsletterVariant;
  source: NewsletterSource;
  page: string;
  tone?: "light" | "dark";
  /** The e-mail field's id: one per page, so the form of a page that also has the footer's needs its own. */
  fieldId?: string;
  /** In the blog's sidebar, 20 rem wide from 1024 px: the field above its button there, so the address fits. */
  inSidebar?: boolean;
}) {
  return (
    <form
      method="post"
      action={newsletterAction}
      noValidate
      className={`relative flex flex-col gap-2 sm:flex-row ${inSidebar ? "lg:flex-col" : ""}`}
      {...newsletterForm.props({ form: true, variant, source })}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      <label htmlFor={fieldId} className="sr-only">
        {text.label}
      </label>
      <input
        id={fieldId}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={text.placeholder}
        className={`min-w-0 flex-1 rounded-full border px-4 py-3 text-sm ${
          tone === "dark"
            ? "border-white/20 bg-white/10 text-white placeholder:text-ink-100/60"
            : "border-ink-100 bg-white text-ink-900 placeholder:text-ink-600"
        }`}
      />
      <button
        type="submit"
        className="rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {text[variant].submit}
      </button>
    </form>
  );
}
