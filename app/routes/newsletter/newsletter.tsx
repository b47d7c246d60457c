import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { newsletterText as text } from "~/content/site";
import { answerOrError } from "~/lib/forms/client-action";
import { formAnswer } from "~/lib/leads/receive-lead.server";
import { submitNewsletter } from "~/lib/leads/submit-newsletter.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), { title: text.page.title, description: text.page.description, path: "/newsletter", noindex: true });

/** Every newsletter form posts here; with JavaScript the form shows the answer itself. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitNewsletter(request, context), { subscribed: 200, invalid: 400, error: 500 });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOrError(serverAction, { status: "error" as const, source: "Footer" as const });

/** The page a visitor without JavaScript lands on after signing up, or opens directly. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const variant = actionData?.source === "Footer" || !actionData ? "footer" : "section";
  const failure =
    actionData?.status === "invalid"
      ? text.invalid.description
      : actionData?.status === "refused"
        ? actionData.message
        : actionData?.status === "error"
          ? text[variant].failure
          : undefined;
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{text.page.title}</h1>
        {actionData?.status === "subscribed" ? (
          <div role="status" className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
            <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
            <p className="mt-4 text-xl font-bold text-ink-900">{variant === "footer" ? text.success.title : text.section.thanksTitle}</p>
            <p className="mt-2 text-ink-700">{variant === "footer" ? text.success.description : text.section.thanksText}</p>
            <Link to="/" className="mt-6 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white">
              {text.page.back}
            </Link>
          </div>
        ) : (
          <div className="mt-6 text-left">
            <p className="mb-6 text-center text-ink-700">{text.footer.text}</p>
            {failure ? (
              <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {text.page.failure(failure)}
              </p>
            ) : null}
            <NewsletterForm variant="footer" source={actionData?.source ?? "Footer"} />
          </div>
        )}
      </div>
    </section>
  );
}
