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
  for (const [pattern, target] of oldAddresses) {
    const match = pattern.exec(canonical);
    if (match) {
      canonical = target(match[1] ?? "");
      break;
    }
  }
  return canonical === path ? undefined : canonical;
}
