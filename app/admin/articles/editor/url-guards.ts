/**
 * The addresses an article may point to or load. The editor refuses the others when the author types them, and
 * drops them when pasted HTML holds them; the server must still check the stored HTML (it is the authority).
 */

// Browsers ignore spaces around a URL, drop tabs and line breaks inside it and read "\" as "/": an address holding
// any of them is refused rather than cleaned, so what the author sees is what the page gets.
const unsafeCharacters = /[\p{Cc}\s\\]/u;

/** An address the author may type in the link form: https://, mailto:, tel:, a path of this site, or #section. */
export function isAllowedLink(href: string): boolean {
  if (href === "" || unsafeCharacters.test(href)) return false;
  return (
    /^https:\/\/[^/?#]/i.test(href) ||
    /^mailto:[^@]+@[^@]+$/i.test(href) ||
    /^tel:\+?[0-9().-]+$/i.test(href) ||
    /^\/(?!\/)/.test(href) ||
    /^#[\p{L}\p{N}_-]+$/u.test(href)
  );
}

/**
 * A link the editor keeps when it reads HTML: the same, plus the plain http:// links older articles may hold
 * (the public renderer accepts them too).
 */
export function isAllowedStoredLink(href: string): boolean {
  return isAllowedLink(href) || (!unsafeCharacters.test(href) && /^http:\/\/[^/?#]/i.test(href));
}

/**
 * Pictures are stored by our server (stock images are copied to /media/, the site's own under /images/): public
 * pages never load another origin, so any other address is refused.
 */
export function isAllowedImageSrc(src: string): boolean {
  if (unsafeCharacters.test(src) || src.includes("..") || /%2e/i.test(src)) return false;
  return /^\/(media|images)\/[^/]/.test(src);
}

/** The rel and target a new link gets: external pages open in a new tab without access to ours, as on the site. */
export function linkAttributes(href: string): { href: string; rel: string | null; target: string | null } {
  return /^https?:/i.test(href) ? { href, rel: "noopener noreferrer", target: "_blank" } : { href, rel: null, target: null };
}
