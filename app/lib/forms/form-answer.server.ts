import { wantsJson } from "~/lib/http/wants-json";

/**
 * A public form posted to its page: the page's island asks for the result as JSON (with the status of
 * its kind); the browser without script gets the page, rendered with the result at that status.
 * Returns the JSON answer, or undefined when the page is to be rendered.
 */
export function jsonFormAnswer<Result extends { status: string }>(request: Request, result: Result, status: number): Response | undefined {
  if (!wantsJson(request)) return undefined;
  return Response.json(result, { status, headers: { "cache-control": "no-store" } });
}
