import type { APIRoute } from "astro";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { databaseHealth } from "~/lib/db/health.server";

/**
 * For nginx, systemd and the operators: 200 `{"status":"ok","database":"ok"}` once a write was kept, 503 otherwise,
 * saying which part fails (`database`: unreachable, full, read-only, io-error, missing, replaced, failing:
 * app/lib/db/health.server.ts).
 */
export const GET: APIRoute = async ({ locals }) => {
  const database = await databaseHealth(locals.scope.site);
  const ok = database === "ok";
  return jsonAnswer({ status: ok ? "ok" : "error", database }, ok ? 200 : 503);
};
