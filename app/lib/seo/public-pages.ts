/**
 * Every public, indexable page that exists, for /sitemap.xml. A page that is
 * added to app/routes.ts and should be found by search engines is added here.
 * Legal notices and the privacy policy are noindex and stay out.
 */
export const indexablePages: { path: string; changefreq: "daily" | "weekly" | "monthly" | "yearly"; priority: number }[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
];
