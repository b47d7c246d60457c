import type { APIRoute } from "astro";
import { blogText } from "~/content/blog";
import { sharedCaching } from "~/lib/http/shared-caching";
import { escapeHtml } from "~/lib/text/escape-html";
import { loadPublishedArticles } from "~/site/blog/articles.server";

/** /kheopscope/rss.xml: RSS 2.0 of the published articles, newest first. */
export const GET: APIRoute = async ({ locals }) => {
  const { config, db, logger } = locals.site;
  const siteUrl = config.SITE_URL;
  const articles = await loadPublishedArticles(db, logger);
  const items = articles
    .map((article) => {
      const link = `${siteUrl}/kheopscope/${article.slug}`;
      return [
        "    <item>",
        `      <title>${escapeHtml(article.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeHtml(article.excerpt)}</description>`,
        `      <category>${escapeHtml(article.category)}</category>`,
        `      <pubDate>${new Date(`${article.date}T08:00:00Z`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(blogText.name)} - Kheops Digital</title>
    <link>${siteUrl}/kheopscope</link>
    <description>${escapeHtml(blogText.description)}</description>
    <language>fr</language>
    <atom:link href="${siteUrl}/kheopscope/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": sharedCaching(config.PUBLIC_PAGE_CACHE_SECONDS, 900),
    },
  });
};
