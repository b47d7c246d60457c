import { refusalText } from "~/content/errors";
import { HttpError } from "./http-error";

const noStore = { "cache-control": "no-store" };

/** A JSON answer that no cache keeps. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

/** The loader of an endpoint that only takes POST: a GET (or HEAD) is answered 405 with Allow, not an error. */
export function postOnly(): Response {
  return jsonAnswer({ error: refusalText.methodNotAllowed }, 405, { allow: "POST" });
}

/** A CSV file to download, never cached. */
export function csvAnswer(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** A page that only shows: a post to it is refused 405 with the French page, rather than shown as if read. */
export function refuseWrites(request: Request): void {
  if (request.method !== "GET" && request.method !== "HEAD") throw new HttpError(405, refusalText.methodNotAllowed);
}
