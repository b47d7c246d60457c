import type { APIRoute } from "astro";
import { sharedCaching } from "~/lib/http/shared-caching";
import { archivePath, listArchivedLetters } from "~/lib/newsletter/letters.server";
import { indexablePages } from "~/lib/seo/public-pages";
import { loadPublishedArticles } from "~/site/blog/articles.server";

export const GET: APIRoute = async ({ locals }) => {
  const { config, db, logger } = locals.site;
  const siteUrl = config.SITE_URL;
  const articles = (await loadPublishedArticles(db, logger)).map((article) => ({
    path: `/kheopscope/${article.slug}`,
    changefreq: "monthly" as const,
    priority: 0.7,
  }));
  // A sent letter never changes: its page is found once.
  const letters = (await listArchivedLetters(db)).map((letter) => ({
    path: `${archivePath}/${encodeURIComponent(letter.slug)}`,
    changefreq: "yearly" as const,
    priority: 0.5,
  }));
  const urls = [...indexablePages, ...articles, ...letters]
    .map(
      (page) =>
        `  <url>\n    <loc>${siteUrl}${page.path}</loc>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": sharedCaching(config.PUBLIC_PAGE_CACHE_SECONDS, 3600) },
  });
};
