import type { Kysely } from "kysely";
import type { Logger } from "pino";
import sharp from "sharp";
import { newId, nowIso } from "~/lib/db/ids";
import type { Database, StoredImageFormat } from "~/lib/db/schema";
import type { StockImage } from "~/lib/integrations/stock-images.server";
import type { ImageCredit } from "../blog/types";
import { readAtMost } from "../http/read-at-most.server";
import { fetchPicture, type PictureFetchPolicy, PictureRefusedError } from "./picture-fetch.server";

// Keep in step with the `/media/` branch of app/site/blog/article-image.tsx.
export const storedImageWidths = [480, 800, 1200] as const;
export const storedImageFormats = ["avif", "webp"] as const satisfies readonly StoredImageFormat[];
export type StoredImageWidth = (typeof storedImageWidths)[number];

/** Every stored picture is cropped to 16:9: 1200×675 at the largest width. */
const storedImageHeight = (width: number) => Math.round((width * 9) / 16);

export interface StoredImage {
  id: string;
  /** "/media/<id>", the value of article.image. */
  path: string;
  credit: ImageCredit;
}

/** Why a picture could not be stored; `reason` lets the caller choose its French message. */
export class StoredImageError extends Error {
  override name = "StoredImageError";
  constructor(
    readonly reason: "download" | "refused" | "not-image" | "too-large" | "unreadable",
    message: string,
  ) {
    super(message);
  }
}

const mediaPrefix = "/media/";
const uuidPattern = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const storedPathPattern = new RegExp(`^${mediaPrefix}${uuidPattern}$`);
const variantFilePattern = new RegExp(`^(${uuidPattern})-(\\d+)\\.(avif|webp)$`);

export function isStoredImagePath(path: string): boolean {
  return storedPathPattern.test(path);
}

export function storedImageUrl(id: string, width: StoredImageWidth, format: StoredImageFormat): string {
  return `${mediaPrefix}${id}-${width}.${format}`;
}

/** "<id>-<width>.<format>" of a /media/ file, when it names a variant that can exist. */
export function parseStoredImageFile(file: string): { id: string; width: StoredImageWidth; format: StoredImageFormat } | undefined {
  const match = variantFilePattern.exec(file);
  const width = Number(match?.[2]);
  if (!match || !storedImageWidths.includes(width as StoredImageWidth)) return undefined;
  return { id: match[1] as string, width: width as StoredImageWidth, format: match[3] as StoredImageFormat };
}

const providerSites: Record<string, string> = {
  Unsplash: "https://unsplash.com/",
  Pexels: "https://www.pexels.com/",
  Pixabay: "https://pixabay.com/",
};

/** The credit the providers ask for: the photographer's page, and the provider's site (not the file's address). */
export function creditOf(row: { source: string; author: string; author_url: string }): ImageCredit {
  return { author: row.author, authorUrl: row.author_url, source: row.source, sourceUrl: providerSites[row.source] ?? "" };
}

const defaultMaxBytes = 15 * 1024 * 1024;
const defaultTimeoutMs = 15_000;
// A small file can still decode to a huge bitmap; stock photos stay far below this.
const maxInputPixels = 60_000_000;
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

async function download(url: string, policy: PictureFetchPolicy, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  try {
    const response = await fetchPicture(url, policy, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new StoredImageError("download", `the picture's server answered ${response.status}`);
    }
    const type = (response.headers.get("content-type") ?? "").trim().toLowerCase();
    if (!type.startsWith("image/") || type.startsWith("image/svg")) {
      await response.body.cancel();
      throw new StoredImageError("not-image", `the picture's server sent ${type || "no content type"}, not a picture`);
    }
    if (Number(response.headers.get("content-length")) > maxBytes) {
      await response.body.cancel();
      throw new StoredImageError("too-large", `the picture is larger than ${maxBytes} bytes`);
    }
    const bytes = await readAtMost(response.body, maxBytes);
    if (!bytes) throw new StoredImageError("too-large", `the picture is larger than ${maxBytes} bytes`);
    return bytes;
  } catch (error) {
    if (error instanceof StoredImageError) throw error;
    if (error instanceof PictureRefusedError) throw new StoredImageError("refused", `the picture's address was refused: ${error.message}`);
    throw new StoredImageError(
      "download",
      `the picture could not be downloaded (${error instanceof Error ? error.name : "unknown error"})`,
    );
  }
}

interface Variant {
  format: StoredImageFormat;
  width: StoredImageWidth;
  bytes: Buffer;
}

/** Upright (EXIF), cropped to 16:9 around what draws the eye, each width in AVIF and WebP, no metadata. */
async function convert(original: Buffer): Promise<Variant[]> {
  const input = sharp(original, { limitInputPixels: maxInputPixels, failOn: "error" });
  let format: string | undefined;
  try {
    format = (await input.metadata()).format;
  } catch {
    throw new StoredImageError("unreadable", "the picture could not be read");
  }
  if (!format || !acceptedFormats.has(format))
    throw new StoredImageError("unreadable", `pictures in ${format ?? "this"} format are not accepted`);
  try {
    const largest = Math.max(...storedImageWidths);
    const { data, info } = await input
      .rotate()
      .resize(largest, storedImageHeight(largest), { fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const master = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants: Variant[] = [];
    for (const width of storedImageWidths) {
      const resized = () => master().resize(width, storedImageHeight(width));
      variants.push({ format: "avif", width, bytes: await resized().avif({ quality: 50, effort: 4 }).toBuffer() });
      variants.push({ format: "webp", width, bytes: await resized().webp({ quality: 72, effort: 4 }).toBuffer() });
    }
    return variants;
  } catch {
    throw new StoredImageError("unreadable", "the picture could not be converted");
  }
}

async function findBySourceUrl(db: Kysely<Database>, url: string): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom("stored_image")
    .select(["id", "source", "author", "author_url"])
    .where("source_url", "=", url)
    .executeTakeFirst();
  return row && { id: row.id, path: `${mediaPrefix}${row.id}`, credit: creditOf(row) };
}

/**
 * Fetches a stock picture once (the caller has checked it is one we signed) under `policy`
 * (picture-fetch.server.ts: the providers' https picture hosts, public addresses on every hop, a few
 * redirects), converts it and
 * stores it with its variants in one transaction. The same picture chosen again returns the row
 * already stored. Throws a StoredImageError when the picture cannot be fetched or read.
 */
export async function storeStockImage(
  db: Kysely<Database>,
  image: StockImage,
  logger: Pick<Logger, "info" | "warn">,
  {
    policy,
    maxBytes = defaultMaxBytes,
    timeoutMs = defaultTimeoutMs,
  }: { policy: PictureFetchPolicy; maxBytes?: number; timeoutMs?: number },
): Promise<StoredImage> {
  const existing = await findBySourceUrl(db, image.url);
  if (existing) return existing;

  let variants: Variant[];
  try {
    variants = await convert(await download(image.url, policy, maxBytes, timeoutMs));
  } catch (error) {
    logger.warn({ source: image.source, url: image.url, reason: (error as Error).message }, "stored images: the picture was refused");
    throw error;
  }

  const id = newId();
  const largest = Math.max(...storedImageWidths);
  const stored = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("stored_image")
      .values({
        id,
        source: image.source,
        source_url: image.url,
        author: image.author,
        author_url: image.author_url,
        alt: image.alt,
        width: largest,
        height: storedImageHeight(largest),
        created_at: nowIso(),
      })
      // Stored meanwhile by another request: keep that one.
      .onConflict((conflict) => conflict.column("source_url").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return findBySourceUrl(trx, image.url);
    await trx
      .insertInto("stored_image_variant")
      .values(variants.map((variant) => ({ image_id: id, ...variant })))
      .execute();
    return {
      id,
      path: `${mediaPrefix}${id}`,
      credit: creditOf({ source: image.source, author: image.author, author_url: image.author_url }),
    };
  });
  if (!stored) throw new Error("stored images: the picture was stored by another request that then vanished");
  logger.info({ id: stored.id, source: image.source }, "stored images: picture stored");
  return stored;
}

/** The bytes of one variant, or undefined when there is no such picture. */
export async function readStoredImageVariant(
  db: Kysely<Database>,
  id: string,
  width: number,
  format: StoredImageFormat,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("stored_image_variant")
    .select("bytes")
    .where("image_id", "=", id)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
  if (!row) return undefined;
  const bytes: Uint8Array = row.bytes;
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
