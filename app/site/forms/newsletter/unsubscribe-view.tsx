import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { unsubscribeText as text } from "~/content/unsubscribe";
import type { UnsubscribeState } from "~/lib/leads/unsubscribe.server";

function Outcome({ title, body, failed = false }: { title: string; body: string; failed?: boolean }) {
  const Icon = failed ? TriangleAlert : CheckCircle2;
  return (
    <div role={failed ? "alert" : "status"} className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
      <Icon className={`mx-auto h-12 w-12 ${failed ? "text-red-600" : "text-green-600"}`} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
          {text.back}
        </a>
        {failed ? (
          <a
            href="/contact"
            className="inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-sand-100"
          >
            {text.contact}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** /desinscription: the newsletter's unsubscribe link asks for one click (a plain form), then says it is done. */
export function UnsubscribeView({ page }: { page: UnsubscribeState }) {
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{text.page.title}</h1>
        {page.state === "removed" ? (
          <Outcome title={text.removed.title} body={text.removed.text} />
        ) : page.state === "not-subscribed" ? (
          <Outcome title={text.notSubscribed.title} body={text.notSubscribed.text} />
        ) : page.state === "invalid" ? (
          <Outcome title={text.invalid.title} body={text.invalid.text} failed />
        ) : (
          <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
            <MailX className="mx-auto h-12 w-12 text-gold-600" aria-hidden="true" />
            <p className="mt-4 text-ink-700">{text.confirm.intro}</p>
            <p className="mt-2 font-semibold break-all text-ink-900">{page.email}</p>
            <form method="post" className="mt-6">
              <input type="hidden" name="email" value={page.email} />
              <input type="hidden" name="jeton" value={page.token} />
              <button type="submit" className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
                {text.confirm.button}
              </button>
            </form>
          </div>
        )}
      </div>
    </section>
  );
}
