import { services } from "~/lib/boundary/context.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { isDatabaseReachable } from "~/lib/db/db.server";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const ok = await isDatabaseReachable(services(context).db);
  return jsonAnswer({ status: ok ? "ok" : "error", database: ok ? "ok" : "unreachable" }, ok ? 200 : 503);
}
