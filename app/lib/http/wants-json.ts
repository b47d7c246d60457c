/** Whether a request is our own script asking for JSON (an island's form): its answers and refusals come as JSON, not as pages. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}
