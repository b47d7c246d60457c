import { services } from "~/lib/boundary/context.server";
import { pictureFetchPolicy } from "~/lib/images/picture-fetch.server";
import { fetchPreview, verifiedPreviewUrl } from "~/lib/images/preview-proxy.server";
import type { Route } from "./+types/image-preview";

/** GET /admin/api/images/apercu?u=…&s=…: a search result's thumbnail, through our server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, logger } = services(context);
  const url = verifiedPreviewUrl(new URL(request.url).searchParams, config.SESSION_SECRET);
  if (!url) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  try {
    const preview = await fetchPreview(url, pictureFetchPolicy(config));
    if (!preview) return new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain; charset=utf-8" } });
    return new Response(preview.bytes, {
      // X-Content-Type-Options: nosniff comes from the host's headers (helmet), as for every answer.
      headers: { "content-type": preview.contentType, "cache-control": "private, max-age=3600" },
    });
  } catch (error) {
    logger.warn({ err: error }, "admin: thumbnail not fetched");
    return new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
}
