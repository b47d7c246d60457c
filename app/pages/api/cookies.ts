import type { APIRoute } from "astro";
import { preferenceRefusalText } from "~/content/errors";
import { isConsent } from "~/lib/preferences";
import { storePreference } from "~/lib/preferences.server";

/** 'Accepter' or 'Refuser' from the cookie banner: no analytics event is stored or forwarded without 'Accepter'. */
export const POST: APIRoute = ({ locals }) =>
  storePreference(locals.scope, { field: "consent", cookie: "consent", accepts: isConsent, refusal: preferenceRefusalText.consent });
