import type { APIRoute } from "astro";
import { dataSaverText } from "~/content/data-saver";
import { storePreference } from "~/lib/boundary/preference-post.server";
import { isDataSaverChoice } from "~/lib/data-saver";

/** The footer's data-saver choice ("on" or "off", over the browser's Save-Data), kept a year. */
export const POST: APIRoute = ({ locals }) =>
  storePreference(locals.scope, {
    field: "dataSaver",
    cookie: "dataSaver",
    accepts: isDataSaverChoice,
    refusal: dataSaverText.invalidChoice,
  });
