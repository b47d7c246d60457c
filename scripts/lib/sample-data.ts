// Plain Node, shared by the scripts and the tests (tests/README.md): scripts/fill-sample-database.ts fills a
// database with it, the backup tests theirs.
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StoredImageFormat } from "~/lib/db/schema";

const widths = [480, 800, 1200] as const;

/** About what the admin's encoder gives for a 16:9 photograph, in bytes, by format and width. */
export const encodedPictureBytes = (format: StoredImageFormat, width: (typeof widths)[number]) =>
  ({ avif: { 480: 15_000, 800: 35_000, 1200: 70_000 }, webp: { 480: 25_000, 800: 55_000, 1200: 110_000 } })[format][width];

/**
 * Stores `count` pictures as the admin stores them: a stored_image row and its six variants (AVIF and WebP at 480,
 * 800 and 1200 px, app/lib/images/stored-images.server.ts), each of `variantBytes` random bytes (an encoded
 * picture does not compress further).
 */
export async function storePictures(
  db: Kysely<Database>,
  count: number,
  { variantBytes = () => 4_000 }: { variantBytes?: (format: StoredImageFormat, width: (typeof widths)[number]) => number } = {},
): Promise<void> {
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    await db
      .insertInto("stored_image")
      .values({
        id,
        source: "Unsplash",
        source_url: `https://images.unsplash.com/photo-${id}`,
        author: "Awa Ndiaye",
        author_url: "https://unsplash.com/@awa",
        alt: `Marché de Douala ${index}`,
        width: 1200,
        height: 675,
        created_at: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
      })
      .execute();
    const variants = (["avif", "webp"] as const).flatMap((format) => widths.map((width) => ({ format, width })));
    await db
      .insertInto("stored_image_variant")
      .values(variants.map(({ format, width }) => ({ image_id: id, format, width, bytes: randomBytes(variantBytes(format, width)) })))
      .execute();
  }
}
