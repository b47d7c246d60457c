import { createHmac, timingSafeEqual } from "node:crypto";
import { readAtMost } from "../http/read-at-most.server";

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

/** The thumbnail's bytes and type, at most 2 MB, or undefined when the provider does not give an image. */
export async function fetchPreview(url: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(previewTimeoutMs), redirect: "follow" });
  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !contentType.startsWith("image/") || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const bytes = await readAtMost(response.body, maxPreviewBytes);
  return bytes ? { bytes: new Uint8Array(bytes), contentType } : undefined;
}
