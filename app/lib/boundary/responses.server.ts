const noStore = { "cache-control": "no-store" };

/** A JSON answer that no cache keeps. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
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
