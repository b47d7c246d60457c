import { ebooks } from "~/content/ebooks";
import { services } from "~/content/services";

/**
 * Every public, indexable page that exists, for /sitemap.xml and the
 * benchmark. A page added to app/routes.ts that search engines should find is
 * added here. Legal notices and the privacy policy are noindex and stay out.
 */
export const indexablePages: { path: string; changefreq: "daily" | "weekly" | "monthly" | "yearly"; priority: number }[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/services", changefreq: "monthly", priority: 0.9 },
  ...services.map((service) => ({ path: `/services/${service.id}`, changefreq: "monthly" as const, priority: 0.8 })),
  { path: "/services/formulaire-de-souscription", changefreq: "yearly", priority: 0.5 },
  { path: "/kheopscope", changefreq: "weekly", priority: 0.9 },
  { path: "/boutique", changefreq: "weekly", priority: 0.9 },
  ...ebooks.map((ebook) => ({ path: `/boutique/${ebook.id}`, changefreq: "monthly" as const, priority: 0.8 })),
  { path: "/apropos", changefreq: "monthly", priority: 0.7 },
  { path: "/contact", changefreq: "yearly", priority: 0.8 },
  // The sent letters' list; each letter's page is added by /sitemap.xml from the database.
  { path: "/newsletter/archives", changefreq: "monthly", priority: 0.5 },
  { path: "/conditions-generales-de-vente", changefreq: "yearly", priority: 0.3 },
];

/** Public pages kept out of search engines but still part of the site (benchmarked too). */
export const noindexPages = ["/mentions-legales", "/politique-de-confidentialite", "/hors-ligne", "/hors-ligne/envoi"];
