/**
 * One address per page: the old site's addresses (and the usual guesses) lead to their page here,
 * a trailing slash is dropped, capitals are lowered. Answered with 301 by server/app.ts, so links
 * shared years ago and search engines' records move to the new address for good.
 */
const oldAddresses: [RegExp, (id: string) => string][] = [
  [/^\/blog$/, () => "/kheopscope"],
  [/^\/blog\/([^/]+)$/, (slug) => `/kheopscope/${slug}`],
  [/^\/shop$/, () => "/boutique"],
  [/^\/shop\/([^/]+)$/, (id) => `/boutique/${id}`],
  [/^\/ebook\/([^/]+)$/, (id) => `/boutique/${id}`],
  [/^\/ebooks?$/, () => "/boutique"],
  [/^\/about$/, () => "/apropos"],
  [/^\/a-propos$/, () => "/apropos"],
];

/**
 * The public API's addresses that had English names until 2026-12, when every address of the site became French
 * (decision 020): a page or a script kept from before (the offline worker's copy, a tab left open) still reaches
 * them. Answered with 308 by server/app.ts, so a POST stays a POST with its body. Remove in 2027-12.
 */
const renamedApiAddresses: [RegExp, (slug: string) => string][] = [
  [/^\/api\/articles\/stats\/stream$/, () => "/api/articles/statistiques/flux"],
  [/^\/api\/articles\/([^/]+)\/like$/, (slug) => `/api/articles/${slug}/jaime`],
  [/^\/api\/articles\/([^/]+)\/view$/, (slug) => `/api/articles/${slug}/vue`],
];

/** Where the first move of `moves` that matches `path` leads, if one does. */
function movedBy(moves: [RegExp, (id: string) => string][], path: string): string | undefined {
  for (const [pattern, target] of moves) {
    const match = pattern.exec(path);
    if (match) return target(match[1] ?? "");
  }
  return undefined;
}

/** The address an API path has now, when it is one of the renamed ones. */
export function renamedApiPath(path: string): string | undefined {
  return movedBy(renamedApiAddresses, path);
}

// Stored pictures are named by an id whose letters are not ours to change.
const caseSensitivePrefixes = ["/media/"];

/** Lower-cases the letters of a path, but not its percent-escapes (%C3%A9 names the same character as %c3%a9). */
function lowerCase(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

/** The address `path` should be reached at, or undefined when it already is the one. */
export function canonicalPath(path: string): string | undefined {
  let canonical = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  if (!caseSensitivePrefixes.some((prefix) => canonical.startsWith(prefix))) canonical = lowerCase(canonical);
  canonical = movedBy(oldAddresses, canonical) ?? canonical;
  return canonical === path ? undefined : canonical;
}

/**
 * How an address is spelled, before anything reads it. The plain spelling writes a path's letters as they are:
 * one `/` between segments and none at the end, no `.` or `..` segments, no backslash, and a percent-escape only for what a path
 * cannot hold as it is (a space, a non-ASCII letter). Any other spelling names the same page by another string
 * (`/%61dmin`, `//admin`, `/x/../admin`, `/admin\api`), which is how the staff's area was once reached past its
 * gate; it is sent to its plain spelling (a GET) or refused (a write). Escapes that read differently from one
 * reader to the next are refused outright: an escaped `/` or `\` (one more segment for one, not for another), an
 * escaped `%` (`%2561` decodes to `%61`, then to `a`), a control character (decision 017).
 */
export type Spelling = { status: "plain" } | { status: "respelled"; path: string } | { status: "refused" };

// What a path may hold as it is (RFC 3986's pchar, without escapes, and "/"): an escape of one of these is a respelling.
const plainCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/;
// Escaped "/", "\", "%", and the control characters.
const ambiguousEscape = /%(?:2f|5c|25|[01][0-9a-f]|7f)/i;

export function spellingOf(rawPath: string): Spelling {
  if (!rawPath.startsWith("/") || ambiguousEscape.test(rawPath) || /%(?![0-9a-f]{2})/i.test(rawPath)) return { status: "refused" };
  const unescaped = rawPath.replace(/%[0-9a-f]{2}/gi, (escaped) => {
    const character = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    return plainCharacter.test(character) ? character : escaped.toUpperCase();
  });
  // One "/" between segments ("\" is read as "/" by browsers and URL parsers), then the dot segments resolved
  // as every URL parser does (which also escapes what a path cannot hold as it is).
  const resolved = new URL(unescaped.replace(/[/\\]+/g, "/"), "http://site.invalid").pathname;
  // No page's address ends with "/" but the home page's.
  const path = resolved.length > 1 ? resolved.replace(/\/+$/, "") : resolved;
  return path === rawPath ? { status: "plain" } : { status: "respelled", path };
}
