import { data, redirect } from "react-router";
import { isCurrencyCode } from "~/lib/format/currency";
import { currencyCookie, preferenceCookie, safeRedirectPath } from "~/lib/preferences";
import type { Route } from "./+types/currency";

/** Stores the chosen display currency. Without JavaScript, goes back to the page it was chosen on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const currency = form.get("currency");
  if (!isCurrencyCode(currency)) return data({ error: "Devise non prise en charge" }, { status: 400 });
  const headers = { "set-cookie": preferenceCookie(currencyCookie, currency, new URL(request.url).protocol === "https:") };
  if (form.has("redirectTo")) throw redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers });
  return data({ currency }, { headers });
}
