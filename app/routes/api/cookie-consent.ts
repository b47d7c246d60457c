import { data, redirect } from "react-router";
import { cookieJar } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { postOnly } from "~/lib/boundary/responses.server";
import { isConsent, redirectTargetOf } from "~/lib/preferences";
import type { Route } from "./+types/cookie-consent";

export const loader = postOnly;

/** Stores 'Accepter' or 'Refuser' from the cookie banner; without JavaScript, goes back to the page. */
export async function action({ context }: Route.ActionArgs) {
  const form = await readForm(context);
  const consent = form.get("consent");
  if (!isConsent(consent)) return data({ error: "Choix invalide" }, { status: 400 });
  const back = form.has("redirectTo") ? redirectTargetOf(form) : undefined;
  cookieJar(context).set("consent", consent);
  if (back) throw redirect(back, 303);
  return { consent };
}
