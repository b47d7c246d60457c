import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { adminText } from "~/content/admin/shell";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { pictureFetchPolicy } from "~/lib/images/picture-fetch.server";
import { storeStockImage } from "~/lib/images/stored-images.server";
import { verifyStockImage } from "~/lib/integrations/stock-images.server";

/**
 * POST /admin/api/images {image}: fetches a picture the search returned (its signature proves the
 * server itself got it from a provider, so no other address is ever fetched), converts and stores it.
 */
export const POST = staffEndpoint(async ({ locals }) => {
  const { db, config, logger } = locals.site;
  const body = jsonOf(locals.scope.body) as { image?: unknown } | null;
  const image = verifyStockImage(body?.image, config.SESSION_SECRET);
  if (!image) return jsonAnswer({ error: adminText.images.storeFailed }, 400);
  try {
    const stored = await storeStockImage(db, image, logger, { policy: pictureFetchPolicy(config) });
    return jsonAnswer({ path: stored.path, credit: stored.credit, alt: image.alt });
  } catch (error) {
    logger.warn({ err: error, source: image.source }, "admin: stock picture not stored");
    return jsonAnswer({ error: adminText.images.storeFailed }, 502);
  }
});
