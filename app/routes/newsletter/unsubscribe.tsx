import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { unsubscribeText as text } from "~/content/unsubscribe";
import { services } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { removeSubscriber } from "~/lib/desk/subscribers.server";
import { checkUnsubscribe } from "~/lib/desk/unsubscribe.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/unsubscribe";

type UnsubscribeLink = { email: string; token: string };

/** The address and token of the link, from the form or else the query string; undefined when one is missing. */
function linkFrom(fields: { get(name: string): FormDataEntryValue | null }): UnsubscribeLink | undefined {
  const email = fields.get("email");
  const token = fields.get("jeton");
  if (typeof email !== "string" || typeof token !== "string") return undefined;
  const trimmed = email.trim();
  if (trimmed === "" || trimmed.length > 320 || token === "") return undefined;
  return { email: trimmed, token };
}

function validLink(link: UnsubscribeLink | undefined, secret: string): link is UnsubscribeLink {
  return link !== undefined && checkUnsubscribe(link.email, link.token, secret);
}

const invalid = () => data({ state: "invalid" as const }, { status: 400 });

/** Opening the link only asks: a mail scanner that follows it unsubscribes nobody. */
export function loader({ request, context }: Route.LoaderArgs) {
  const link = linkFrom(new URL(request.url).searchParams);
  if (!validLink(link, services(context).config.SESSION_SECRET)) return invalid();
  return data({ state: "confirm" as const, email: link.email, token: link.token });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = services(context);
  const form = await readForm(context);
  const link = linkFrom(form.has("email") ? form : new URL(request.url).searchParams);
  if (!validLink(link, config.SESSION_SECRET)) return invalid();
  const outcome = await removeSubscriber(db, link.email);
  logger.info({ outcome }, "newsletter: unsubscribe link used");
  return data({ state: outcome === "removed" ? ("removed" as const) : ("not-subscribed" as const) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(siteUrlFrom(matches), { title: text.page.title, description: text.page.description, path: "/desinscription", noindex: true }),
  // The address and its token are in this page's URL: no other site should see it as a referrer.
  // "same-origin", not "no-referrer": with no referrer at all, browsers send the page's own form with
  // `Origin: null`, which reads as another site's post.
  { name: "referrer", content: "same-origin" },
];

function Outcome({ title, body, failed = false }: { title: string; body: string; failed?: boolean }) {
  const Icon = failed ? TriangleAlert : CheckCircle2;
  return (
    <div role={failed ? "alert" : "status"} className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
      <Icon className={`mx-auto h-12 w-12 ${failed ? "text-red-600" : "text-green-600"}`} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700">
          {text.back}
        </Link>
        {failed ? (
          <Link
            to="/contact"
            className="inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-sand-100"
          >
            {text.contact}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** /desinscription: the newsletter's unsubscribe link asks for one click, then says it is done. Works without JavaScript. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{text.page.title}</h1>
        {state === "removed" ? (
          <Outcome title={text.removed.title} body={text.removed.text} />
        ) : state === "not-subscribed" ? (
          <Outcome title={text.notSubscribed.title} body={text.notSubscribed.text} />
        ) : state === "invalid" || loaderData.state !== "confirm" ? (
          <Outcome title={text.invalid.title} body={text.invalid.text} failed />
        ) : (
          <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100">
            <MailX className="mx-auto h-12 w-12 text-gold-600" aria-hidden="true" />
            <p className="mt-4 text-ink-700">{text.confirm.intro}</p>
            <p className="mt-2 font-semibold break-all text-ink-900">{loaderData.email}</p>
            <Form method="post" replace className="mt-6">
              <input type="hidden" name="email" value={loaderData.email} />
              <input type="hidden" name="jeton" value={loaderData.token} />
              <button
                type="submit"
                disabled={sending}
                className="inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700 disabled:opacity-60"
              >
                {sending ? text.confirm.sending : text.confirm.button}
              </button>
            </Form>
          </div>
        )}
      </div>
    </section>
  );
}
