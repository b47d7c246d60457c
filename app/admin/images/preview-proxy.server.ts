import { createHmac, timingSafeEqual } from "node:crypto";
import { readAtMost } from "~/lib/http/read-at-most.server";
import { fetchPicture, type PictureFetchPolicy, PictureRefusedError } from "~/lib/images/picture-fetch.server";

/**
 * The admin shows search results' thumbnails through our own server (decision D3: the browser
 * talks only to our origin, and the Content-Security-Policy allows no other image source). Only
 * addresses our search signed are fetched, so the route cannot be used to reach anything else.
 */
const previewRoute = "/admin/api/images/apercu";
const maxPreviewBytes = 2 * 1024 * 1024;
const previewTimeoutMs = 8000;

function signatureOf(url: string, secret: string): string {
  return createHmac("sha256", secret).update(`preview:${url}`).digest("base64url");
}

export function previewPath(thumbUrl: string, secret: string): string {
  return `${previewRoute}?u=${encodeURIComponent(thumbUrl)}&s=${signatureOf(thumbUrl, secret)}`;
}

/** The thumbnail address of a preview request, when we signed it. */
export function verifiedPreviewUrl(searchParams: URLSearchParams, secret: string): string | undefined {
  const url = searchParams.get("u") ?? "";
  const given = Buffer.from(searchParams.get("s") ?? "");
  const expected = Buffer.from(signatureOf(url, secret));
  if (!/^https?:\/\//.test(url) || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return url;
}

/**
 * The raster types a thumbnail may have. Anything else, SVG above all (a document that can hold a
 * script, served from our origin), is refused: the browser only ever gets pixels.
 */
const rasterTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

/**
 * The thumbnail's bytes and raster type, at most 2 MB, fetched under `policy` (the providers' https
 * picture hosts, public addresses on every hop); undefined when the provider does not give a raster
 * image or its address is refused.
 */
export async function fetchPreview(
  url: string,
  policy: PictureFetchPolicy,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | undefined> {
  let response: Awaited<ReturnType<typeof fetchPicture>>;
  try {
    response = await fetchPicture(url, policy, { signal: AbortSignal.timeout(previewTimeoutMs) });
  } catch (error) {
    if (error instanceof PictureRefusedError) return undefined;
    throw error;
  }
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!response.ok || !rasterTypes.has(contentType) || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const bytes = await readAtMost(response.body, maxPreviewBytes);
  return bytes ? { bytes: new Uint8Array(bytes), contentType } : undefined;
}
