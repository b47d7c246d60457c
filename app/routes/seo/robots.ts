import { services } from "~/lib/boundary/context.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = services(context).config.SITE_URL;
  // /admin is not named: robots.txt is public, and would tell anyone where the staff's area is. Its
  // answers carry X-Robots-Tag: noindex, and it is linked from nowhere.
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
