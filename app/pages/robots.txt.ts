import type { APIRoute } from "astro";

export const GET: APIRoute = ({ locals }) => {
  const siteUrl = locals.scope.site.config.SITE_URL;
  // /admin is not named: robots.txt is public, and would tell anyone where the staff's area is. Its
  // answers carry X-Robots-Tag: noindex, and it is linked from nowhere.
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
};
