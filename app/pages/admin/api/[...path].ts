import { staffFor } from "~/admin/accounts/staff-gate.server";
import { adminText } from "~/content/admin/shell";
import { HttpError } from "~/lib/boundary/http-error";

/** Any other address under /admin/api, whatever the method: a session is asked first, then the JSON 404. */
export const ALL = async (context: Parameters<typeof staffFor>[0]): Promise<Response> => {
  await staffFor(context);
  throw new HttpError(404, adminText.errors.addressNotFound);
};
