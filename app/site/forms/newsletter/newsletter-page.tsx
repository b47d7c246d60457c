import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { newsletterArchiveText } from "~/content/newsletter-archive";
import { newsletterText as text } from "~/content/site";
import { newsletterArchivePath } from "~/site/forms/newsletter/archive-parts";
import type { NewsletterResult } from "~/site/forms/newsletter/submit-newsletter.server";

/**
 * /newsletter: the page a visitor without JavaScript lands on after signing up (or before the form's
 * script came), or opens directly. `form` is the sign-up form for another try.
 */
export function NewsletterPage({ result, form }: { result: NewsletterResult | undefined; form: ReactNode }) {
  const variant = result?.source === "Footer" || !result ? "footer" : "section";
  const failure = result?.status === "invalid" ? text.invalid.description : result?.status === "error" ? text[variant].failure : undefined;
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{text.page.title}</h1>
        {result?.status === "subscribed" ? (
          <div role="status" className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
            <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
            <p className="mt-4 text-xl font-bold text-ink-900">{variant === "footer" ? text.success.title : text.section.thanksTitle}</p>
            <p className="mt-2 text-ink-700">{variant === "footer" ? text.success.description : text.section.thanksText}</p>
            <p className="mt-2 text-ink-700">{text.checkInbox}</p>
            <a href="/" className="mt-6 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white">
              {text.page.back}
            </a>
          </div>
        ) : (
          <div className="mt-6 text-left">
            <p className="mb-6 text-center text-ink-700">{text.footer.text}</p>
            {failure ? (
              <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {text.page.failure(failure)}
              </p>
            ) : null}
            {form}
          </div>
        )}
        {/* What the letters are like, before signing up (and something to read after). */}
        <p className="mt-10">
          <a
            href={newsletterArchivePath}
            className="inline-flex items-center gap-2 font-semibold text-ink-900 underline underline-offset-4 hover:text-ink-700"
          >
            {newsletterArchiveText.fromNewsletterPage}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </a>
        </p>
      </div>
    </section>
  );
}
