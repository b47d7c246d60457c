import { wantsJson } from "~/lib/http/wants-json";

/**
 * A public form posted to its page: the page's island asks for the result as JSON (with the status of
 * its kind); the browser without script gets the page, rendered with the result at that status.
 * Returns the JSON answer, or undefined when the page is to be rendered.
 */
function jsonFormAnswer<Result extends { status: string }>(request: Request, result: Result, status: number): Response | undefined {
  if (!wantsJson(request)) return undefined;
  return Response.json(result, { status, headers: { "cache-control": "no-store" } });
}

/**
 * A form page's answer to a post: `submit` stores it, then the island gets JSON (`json`, to return as is)
 * and a browser without script the page, rendered with `result` at its `status`. A GET gives nothing.
 */
export async function answerFormPost<Result extends { status: string }>(
  request: Request,
  submit: () => Promise<Result>,
  statuses: Record<Result["status"], number>,
): Promise<{ result?: Result; status?: number; json?: Response }> {
  if (request.method !== "POST") return {};
  const result = await submit();
  const status = statuses[result.status as Result["status"]] ?? 200;
  return { result, status, json: jsonFormAnswer(request, result, status) };
}
