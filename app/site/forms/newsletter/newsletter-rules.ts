// Kept free of zod so the footer form on every page checks addresses without loading a validation library.

export const newsletterSources = ["Footer", "Homepage", "Blog"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

// The browser's quick checks: the footer asks for text@text.text, the home and blog forms only
// for an "@". The server then applies the strict rule of newsletter.ts to every source.
const footerPattern = /^\S+@\S+\.\S+$/;

export function isAcceptedNewsletterEmail(email: string, source: NewsletterSource): boolean {
  const value = email.trim();
  if (value.length === 0 || value.length > 254) return false;
  return source === "Footer" ? footerPattern.test(value) : value.includes("@");
}
