import type { AdminArticle } from "~/admin/articles/admin-articles.server";
import type { EditorAnswer } from "~/admin/articles/articles-workspace.server";
import { adminText } from "~/content/admin/shell";

/**
 * An answer of the admin's API: its value, or the French message to show (and the status, for a conflict, and the
 * answer's `code` when it says what the island should do next, e.g. ask for the password).
 */
export type ApiAnswer<Value> = { ok: true; value: Value } | { ok: false; error: string; status: number; code?: string };

/** What a failure without the server's own words says: the editor's (its text is kept in the browser) unless told. */
export interface ApiFailureTexts {
  network: string;
  server: string;
}

/**
 * The one way the admin's islands talk to the server (the endpoints of app/pages/admin/api/): JSON in and
 * out, and every failure, the network's included, as a French message.
 */
export async function callAdminApi<Value>(
  path: string,
  init: { method: string; body?: unknown } = { method: "GET" },
  failures: ApiFailureTexts = adminText.errors,
): Promise<ApiAnswer<Value>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, error: failures.network, status: 0 };
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; code?: unknown } & Value;
  if (response.ok) return { ok: true, value: body };
  const code = typeof body.code === "string" ? { code: body.code } : {};
  return { ok: false, error: body.error ?? failures.server, status: response.status, ...code };
}

const base = "/admin/api/articles";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * The editor's calls: its article again (after a conflict), its saves, and « Publier » (its text saved first when
 * changed), these two answered with the page's new counts.
 */
export const articlesApi = {
  load: (id: string) => callAdminApi<{ article: AdminArticle }>(one(id)),
  save: (fields: Record<string, unknown>) => callAdminApi<EditorAnswer>(base, { method: "POST", body: fields }),
  publish: (what: { draft: Record<string, unknown> } | { id: string; version?: number }) =>
    callAdminApi<EditorAnswer>(`${base}/publication`, { method: "POST", body: what }),
};
