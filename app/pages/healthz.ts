import type { APIRoute } from "astro";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { isDatabaseReachable } from "~/lib/db/db.server";

/** For nginx and the operators: 200 while the database answers, 503 otherwise. */
export const GET: APIRoute = async ({ locals }) => {
  const ok = await isDatabaseReachable(locals.scope.site.db);
  return jsonAnswer({ status: ok ? "ok" : "error", database: ok ? "ok" : "unreachable" }, ok ? 200 : 503);
};
