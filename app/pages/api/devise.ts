import type { APIRoute } from "astro";
import { preferenceRefusalText } from "~/content/errors";
import { storePreference } from "~/lib/boundary/preference-post.server";
import { isCurrencyCode } from "~/lib/format/currency";

/** The display currency, chosen in the navigation bar: every price is then rendered in it. */
export const POST: APIRoute = ({ locals }) =>
  storePreference(locals.scope, {
    field: "currency",
    cookie: "currency",
    accepts: isCurrencyCode,
    refusal: preferenceRefusalText.currency,
  });
