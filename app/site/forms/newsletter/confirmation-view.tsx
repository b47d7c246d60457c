import { CheckCircle2, MailCheck, TriangleAlert } from "lucide-react";
import { newsletterConfirmationText as text } from "~/content/newsletter-confirmation";
import type { ConfirmationPageState } from "~/lib/leads/confirmation.server";
import { newsletterAction } from "./newsletter-form";

const primary = "inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700";
const quiet = "inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-sand-100";

function Outcome({ title, body, failed = false }: { title: string; body: string; failed?: boolean }) {
  const Icon = failed ? TriangleAlert : CheckCircle2;
  return (
    <div role={failed ? "alert" : "status"} className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
      <Icon className={`mx-auto h-12 w-12 ${failed ? "text-red-600" : "text-green-600"}`} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failed ? (
          <a href={newsletterAction} className={primary}>
            {text.signUpAgain}
          </a>
        ) : null}
        <a href="/" className={failed ? quiet : primary}>
          {text.back}
        </a>
      </div>
    </div>
  );
}

/**
 * /newsletter/confirmation: the confirmation mail's link shows one button (a plain form posted to the page), then
 * says the address is confirmed; a used, expired or broken link says so and offers to sign up again.
 */
export function ConfirmationView({ page }: { page: ConfirmationPageState }) {
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{text.page.title}</h1>
        {page.state === "confirm" ? (
          <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
            <MailCheck className="mx-auto h-12 w-12 text-gold-600" aria-hidden="true" />
            <p className="mt-4 text-ink-700">{text.confirm.intro}</p>
            <p className="mt-2 font-semibold break-all text-ink-900">{page.email}</p>
            <form method="post" className="mt-6">
              <input type="hidden" name="jeton" value={page.token} />
              <button type="submit" className={primary}>
                {text.confirm.button}
              </button>
            </form>
          </div>
        ) : page.state === "confirmed" ? (
          <Outcome title={text.confirmed.title} body={text.confirmed.text} />
        ) : (
          <Outcome title={text[page.state].title} body={text[page.state].text} failed />
        )}
      </div>
    </section>
  );
}
