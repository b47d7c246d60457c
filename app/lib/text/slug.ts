import { fold } from "./fold";

/**
 * The URL form of a title: "C’est trop cher ? Répondre sur WhatsApp" → "cest-trop-cher-repondre-sur-whatsapp".
 * Apostrophes are dropped rather than turned into dashes, as in the blog's slugs ("cest-trop-cher").
 * Over maxLength it is cut at the last dash that fits, so no word is cut in half (unless one word is longer).
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = fold(text)
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/['’ʼ‘]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf("-");
  const atBoundary = slug[maxLength] === "-" || lastDash <= 0 ? cut : cut.slice(0, lastDash);
  return atBoundary.replace(/-+$/, "");
}
