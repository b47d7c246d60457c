import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { fetchPreview, verifiedPreviewUrl } from "~/admin/images/preview-proxy.server";
import { adminText } from "~/content/admin/shell";
import { pictureFetchPolicy } from "~/lib/images/picture-fetch.server";

const plainText = (text: string, status: number) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** GET /admin/api/images/apercu?u=…&s=…: a search result's thumbnail, through our server. */
export const GET = staffEndpoint(async ({ url, locals }) => {
  const { config, logger } = locals.site;
  const thumbnail = verifiedPreviewUrl(url.searchParams, config.SESSION_SECRET);
  if (!thumbnail) return plainText(adminText.images.previewUnknown, 404);
  try {
    const preview = await fetchPreview(thumbnail, pictureFetchPolicy(config));
    if (!preview) return plainText(adminText.images.previewFailed, 502);
    return new Response(preview.bytes, {
      // X-Content-Type-Options: nosniff comes from the host's headers (helmet), as for every answer.
      headers: { "content-type": preview.contentType, "cache-control": "private, max-age=3600" },
    });
  } catch (error) {
    logger.warn({ err: error }, "admin: thumbnail not fetched");
    return plainText(adminText.images.previewFailed, 502);
  }
});
