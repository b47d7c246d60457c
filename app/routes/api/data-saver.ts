import { data, redirect } from "react-router";
import { dataSaverText } from "~/content/data-saver";
import { cookieJar } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { postOnly } from "~/lib/boundary/responses.server";
import { isDataSaverChoice } from "~/lib/data-saver";
import { redirectTargetOf } from "~/lib/preferences";
import type { Route } from "./+types/data-saver";

export const loader = postOnly;

/**
 * Stores the footer's data-saver choice ("on" or "off", over the browser's Save-Data) for a year.
 * Without JavaScript, goes back to the page it was chosen on; with it, the fetcher's revalidation
 * renders the page again in the chosen version.
 */
export async function action({ context }: Route.ActionArgs) {
  const form = await readForm(context);
  const dataSaver = form.get("dataSaver");
  if (!isDataSaverChoice(dataSaver)) return data({ error: dataSaverText.invalidChoice }, { status: 400 });
  const back = form.has("redirectTo") ? redirectTargetOf(form) : undefined;
  cookieJar(context).set("dataSaver", dataSaver);
  if (back) throw redirect(back, 303);
  return { dataSaver };
}
