import { data, redirect } from "react-router";
import { cookieJar } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { postOnly } from "~/lib/boundary/responses.server";
import { isCurrencyCode } from "~/lib/format/currency";
import { redirectTargetOf } from "~/lib/preferences";
import type { Route } from "./+types/currency";

export const loader = postOnly;

/** Stores the chosen display currency. Without JavaScript, goes back to the page it was chosen on. */
export async function action({ context }: Route.ActionArgs) {
  const form = await readForm(context);
  const currency = form.get("currency");
  if (!isCurrencyCode(currency)) return data({ error: "Devise non prise en charge" }, { status: 400 });
  const back = form.has("redirectTo") ? redirectTargetOf(form) : undefined;
  cookieJar(context).set("currency", currency);
  if (back) throw redirect(back, 303);
  return { currency };
}
