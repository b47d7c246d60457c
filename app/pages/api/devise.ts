import type { APIRoute } from "astro";
import { preferenceRefusalText } from "~/content/errors";
import { isCurrencyCode } from "~/lib/format/currency";
import { storePreference } from "~/lib/preferences.server";

/** The display currency, chosen in the navigation bar: every price is then rendered in it. */
export const POST: APIRoute = ({ locals }) =>
  storePreference(locals.scope, {
    field: "currency",
    cookie: "currency",
    accepts: isCurrencyCode,
    refusal: preferenceRefusalText.currency,
  });
