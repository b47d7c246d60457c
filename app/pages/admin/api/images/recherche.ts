import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { previewPath } from "~/admin/images/preview-proxy.server";
import { adminText } from "~/content/admin/shell";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { searchStockImages } from "~/lib/integrations/stock-images.server";

/** GET /admin/api/images/recherche?q=…: stock pictures from the providers, through our server (keys stay here). */
export const GET = staffEndpoint(async ({ url, locals }) => {
  const { config, logger } = locals.site;
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  if (query === "") return jsonAnswer({ error: adminText.images.queryRequired }, 400);
  const result = await searchStockImages(query, config, logger);
  switch (result.status) {
    case "found":
      return jsonAnswer({
        source: result.source,
        images: result.images.map((image) => ({ ...image, preview: previewPath(image.thumb, config.SESSION_SECRET) })),
      });
    case "empty":
      return jsonAnswer({ images: [], message: adminText.images.empty });
    case "failed":
      return jsonAnswer({ error: adminText.images.failed }, 502);
    case "not-configured":
      return jsonAnswer({ error: adminText.images.notConfigured, notConfigured: true }, 503);
  }
});
