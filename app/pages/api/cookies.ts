import type { APIRoute } from "astro";
import { preferenceRefusalText } from "~/content/errors";
import { storePreference } from "~/lib/boundary/preference-post.server";
import { isConsent, withoutCookieChoice } from "~/lib/preferences";

/**
 * 'Accepter' or 'Refuser' from the cookie banner: no analytics event is stored or forwarded without 'Accepter'.
 * Back to the page without the banner: its request (?cookies=choix) is taken off the address the form names.
 */
export const POST: APIRoute = ({ locals }) =>
  storePreference(locals.scope, {
    field: "consent",
    cookie: "consent",
    accepts: isConsent,
    refusal: preferenceRefusalText.consent,
    backTo: (path) => {
      const [pathname = "/", query] = path.split(/\?(.*)/s);
      return withoutCookieChoice({ pathname, search: query === undefined ? "" : `?${query}` });
    },
  });
