import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { pictureFetchPolicy } from "~/lib/images/picture-fetch.server";
import { fetchPreview, verifiedPreviewUrl } from "~/lib/images/preview-proxy.server";

/** GET /admin/api/images/apercu?u=…&s=…: a search result's thumbnail, through our server. */
export const GET = staffEndpoint(async ({ url, locals }) => {
  const { config, logger } = locals.site;
  const thumbnail = verifiedPreviewUrl(url.searchParams, config.SESSION_SECRET);
  if (!thumbnail) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  try {
    const preview = await fetchPreview(thumbnail, pictureFetchPolicy(config));
    if (!preview) return new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain; charset=utf-8" } });
    return new Response(preview.bytes, {
      // X-Content-Type-Options: nosniff comes from the host's headers (helmet), as for every answer.
      headers: { "content-type": preview.contentType, "cache-control": "private, max-age=3600" },
    });
  } catch (error) {
    logger.warn({ err: error }, "admin: thumbnail not fetched");
    return new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
});
