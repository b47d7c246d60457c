import type { APIRoute } from "astro";

export const GET: APIRoute = ({ locals }) => {
  const siteUrl = locals.scope.site.config.SITE_URL;
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
};
