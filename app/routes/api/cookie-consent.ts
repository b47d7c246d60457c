import { data, redirect } from "react-router";
import { consentCookie, preferenceCookie, safeRedirectPath } from "~/lib/preferences";
import type { Route } from "./+types/cookie-consent";

/** Stores 'Accepter' or 'Refuser' from the cookie banner when JavaScript is off. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const consent = form.get("consent");
  if (consent !== "accepted" && consent !== "refused") return data({ error: "Choix invalide" }, { status: 400 });
  const headers = { "set-cookie": preferenceCookie(consentCookie, consent, new URL(request.url).protocol === "https:") };
  throw redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers });
}
