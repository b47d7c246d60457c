/**
 * Query parameters that must not reach the logs: the unsubscribe link's address and token
 * (/desinscription?email=…&jeton=…, app/admin/desk/unsubscribe.server.ts) would let whoever reads the
 * logs unsubscribe anyone, and name the subscriber.
 */
const secretParameters = new Set(["email", "jeton"]);

/**
 * The request's address as the logs show it: path and query, with the values of the parameters above
 * replaced by "…". Takes a full URL or a path ("/x?y").
 */
export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let hidden = false;
  for (const name of new Set(query.keys())) {
    if (!secretParameters.has(name.toLowerCase())) continue;
    query.set(name, "…");
    hidden = true;
  }
  return hidden ? `${url.slice(0, queryAt)}?${query.toString()}` : url;
}
