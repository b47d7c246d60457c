import { createHash } from "node:crypto";
import type { APIRoute } from "astro";
import { refusalText } from "~/content/errors";
import { parseStoredImageFile, readStoredImageVariant } from "~/lib/images/stored-images.server";

const notFound = () =>
  new Response(refusalText.notFound, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * /media/<id>-<width>.<avif|webp>: a stock picture chosen in the admin, as the server converted
 * and stored it. A variant never changes once stored, so browsers and nginx may keep it for a year.
 */
export const GET: APIRoute = async ({ request, params, locals }) => {
  const variant = parseStoredImageFile(params.file ?? "");
  if (!variant) return notFound();
  const bytes = await readStoredImageVariant(locals.site.db, variant.id, variant.width, variant.format);
  if (!bytes) return notFound();

  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  const headers = {
    "content-type": `image/${variant.format}`,
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    // X-Content-Type-Options comes from the host's headers (helmet), as for every answer: not twice.
  };
  const known = request.headers.get("if-none-match");
  if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
    headers: { ...headers, "content-length": String(bytes.byteLength) },
  });
};

export const HEAD = GET;
