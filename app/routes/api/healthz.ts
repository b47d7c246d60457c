import { getDb } from "~/lib/db/connection.server";
import { isDatabaseReachable } from "~/lib/db/db.server";

export async function loader() {
  const ok = await isDatabaseReachable(getDb());
  return Response.json(
    { status: ok ? "ok" : "error", database: ok ? "ok" : "unreachable" },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
