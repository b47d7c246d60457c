import type { ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Database } from "~/lib/db/schema";
import type { StockImage } from "~/lib/integrations/stock-images.server";
import { ArticleImage } from "~/site/blog/article-image";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startFakeService } from "../../../tests/helpers/fake-http";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { createPictureFetchPolicy } from "./picture-fetch.server";
import {
  isStoredImagePath,
  parseStoredImageFile,
  readStoredImageVariant,
  StoredImageError,
  storedImageFormats,
  storedImageUrl,
  storedImageWidths,
  storeStockImage,
} from "./stored-images.server";

/** A real 4:3 JPEG with an EXIF block, as a camera would write it. */
function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    pixels[index * 3] = (index % width) % 256;
    pixels[index * 3 + 1] = Math.floor(index / width) % 256;
    pixels[index * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: "Photographe de test", Artist: "Photographe de test" } })
    .toBuffer();
}

/** A picture CDN on 127.0.0.1: `answer` writes the response for each path. */
async function pictureServer(answer: (path: string, response: ServerResponse) => void) {
  return startFakeService((request, response) => answer(request.path, response));
}

/** The policy of a site whose provider is the local server of `url` (its API address is trusted, as UNSPLASH_API_URL's). */
const trusting = (url: string) => ({ policy: createPictureFetchPolicy({ trustedOrigins: [new URL(url).origin] }) });

function stockImage(url: string): StockImage {
  return {
    url,
    thumb: url,
    alt: "Une équipe réunie autour d'une table",
    source: "Unsplash",
    author: "Photographe de test",
    author_url: "https://unsplash.example.org/@test",
  };
}

async function storedRows(db: Kysely<Database>, url: string) {
  const images = await db.selectFrom("stored_image").selectAll().where("source_url", "=", url).execute();
  const ids = images.map((image) => image.id);
  const variants = ids.length
    ? await db.selectFrom("stored_image_variant").select(["image_id", "format", "width"]).where("image_id", "in", ids).execute()
    : [];
  return { images, variants };
}

async function refusal(promise: Promise<unknown>): Promise<StoredImageError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof StoredImageError)) throw new Error(`expected a StoredImageError, got ${String(error)}`);
  return error;
}

describe("stored image addresses", () => {
  const id = "01963a2e-7b4c-7d1e-9f00-0123456789ab";

  it("names each variant /media/<id>-<width>.<format> and reads it back", () => {
    expect(storedImageUrl(id, 800, "avif")).toBe(`/media/${id}-800.avif`);
    expect(parseStoredImageFile(`${id}-1200.webp`)).toEqual({ id, width: 1200, format: "webp" });
  });

  it("refuses file names that cannot be a stored variant", () => {
    for (const file of [
      `${id}-640.webp`,
      `${id}-800.png`,
      `${id}-800.avif.exe`,
      `../${id}-800.avif`,
      `${id.toUpperCase()}-800.avif`,
      "x-800.avif",
    ]) {
      expect(parseStoredImageFile(file), file).toBeUndefined();
    }
  });

  it("recognises an article image that is a stored picture", () => {
    expect(isStoredImagePath(`/media/${id}`)).toBe(true);
    expect(isStoredImagePath(`/media/${id}-800.avif`)).toBe(false);
    expect(isStoredImagePath("/images/art/articles/vente")).toBe(false);
    expect(isStoredImagePath(`https://cdn.example.org/media/${id}`)).toBe(false);
  });

  it("has the article illustration ask only for stored variants, from our own origin", () => {
    const html = renderToStaticMarkup(createElement(ArticleImage, { image: `/media/${id}`, alt: "Une équipe", sizes: "100vw" }));
    const asked = new Set(html.match(/[^\s",]*\/media\/[^\s",]+/g));
    const stored = storedImageWidths.flatMap((width) => storedImageFormats.map((format) => storedImageUrl(id, width, format)));
    expect(asked).toEqual(new Set(stored));
    expect(html).toContain('width="1200" height="675"');
    expect(html).toContain('loading="lazy"');
  });
});

describeOnEachEngine("storeStockImage", (getHandle) => {
  it("stores the picture in AVIF and WebP at 480, 800 and 1200 pixels wide, 16:9, without its metadata", async () => {
    const jpeg = await photo();
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length }).end(jpeg);
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/equipe.jpg`;

    const stored = await storeStockImage(db, stockImage(url), recordingLogger(), trusting(url));

    expect(stored.path).toBe(`/media/${stored.id}`);
    expect(isStoredImagePath(stored.path)).toBe(true);
    expect(stored.credit).toEqual({
      author: "Photographe de test",
      authorUrl: "https://unsplash.example.org/@test",
      source: "Unsplash",
      sourceUrl: "https://unsplash.com/",
    });
    const { images } = await storedRows(db, url);
    expect(images).toEqual([
      expect.objectContaining({ id: stored.id, source: "Unsplash", alt: "Une équipe réunie autour d'une table", width: 1200, height: 675 }),
    ]);

    const seen: string[] = [];
    for (const width of [480, 800, 1200]) {
      for (const format of ["avif", "webp"] as const) {
        const bytes = await readStoredImageVariant(db, stored.id, width, format);
        if (!bytes) throw new Error(`missing ${width} ${format}`);
        expect(Buffer.isBuffer(bytes)).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
        expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 9) / 16)]);
        expect(metadata.exif).toBeUndefined();
        seen.push(`${format}-${width}`);
      }
    }
    expect(seen).toHaveLength(6);
    expect(cdn.requests).toHaveLength(1);
  });

  it("stores the same picture once, even when it is chosen twice at the same time", async () => {
    const jpeg = await photo();
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/deux-fois.jpg`;

    const [first, second] = await Promise.all([
      storeStockImage(db, stockImage(url), recordingLogger(), trusting(url)),
      storeStockImage(db, stockImage(url), recordingLogger(), trusting(url)),
    ]);
    const again = await storeStockImage(db, stockImage(url), recordingLogger(), trusting(url));

    expect(second.id).toBe(first.id);
    expect(again).toEqual(first);
    const { images, variants } = await storedRows(db, url);
    expect(images).toHaveLength(1);
    expect(variants).toHaveLength(6);
    // The third choice found the row and fetched nothing.
    expect(cdn.requests.length).toBeLessThanOrEqual(2);
  });

  it("refuses a picture the provider names on another address (http://127.0.0.1:…), which gets no request, and stores nothing", async () => {
    const internal = await pictureServer((_path, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end("secret"));
    const provider = await pictureServer((_path, response) => response.writeHead(404).end());
    const { db } = getHandle();
    const url = `${internal.origin}/admin/secret.jpg`;
    // The site's policy with the provider's API address trusted, as UNSPLASH_API_URL would be.
    const policy = createPictureFetchPolicy({ trustedOrigins: [provider.origin] });

    expect((await refusal(storeStockImage(db, stockImage(url), recordingLogger(), { policy }))).reason).toBe("refused");
    expect(internal.requests).toEqual([]);
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("refuses a redirect from the provider to a loopback address, and caps the redirects", async () => {
    const internal = await pictureServer((_path, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end("secret"));
    const provider = await pictureServer((path, response) => {
      if (path === "/photos/rebond.jpg") response.writeHead(302, { location: `${internal.origin}/secret.jpg` }).end();
      else response.writeHead(302, { location: "/photos/boucle.jpg" }).end();
    });
    const { db } = getHandle();
    const policy = createPictureFetchPolicy({ trustedOrigins: [provider.origin] });

    const bounced = `${provider.origin}/photos/rebond.jpg`;
    expect((await refusal(storeStockImage(db, stockImage(bounced), recordingLogger(), { policy }))).reason).toBe("refused");
    expect(internal.requests).toEqual([]);
    const loop = `${provider.origin}/photos/boucle.jpg`;
    const looped = await refusal(storeStockImage(db, stockImage(loop), recordingLogger(), { policy }));
    expect(looped).toMatchObject({ reason: "refused", message: expect.stringContaining("redirects") });
    expect(provider.requests.filter((request) => request.path === "/photos/boucle.jpg")).toHaveLength(4);
    expect(await storedRows(db, bounced)).toEqual({ images: [], variants: [] });
  });

  it("refuses a provider's picture host whose name resolves to a private or loopback address, on every hop", async () => {
    const provider = await pictureServer((_path, response) =>
      response.writeHead(302, { location: "https://images.pexels.com/photos/1/rebond.jpg" }).end(),
    );
    const { db } = getHandle();
    const resolved: string[] = [];
    // What a DNS answer pointing the providers' names at the agency's network would do.
    const policy = createPictureFetchPolicy({
      trustedOrigins: [provider.origin],
      lookup: (hostname, _options, callback) => {
        resolved.push(hostname);
        callback(null, [{ address: hostname === "images.unsplash.com" ? "10.0.0.7" : "127.0.0.1", family: 4 }]);
      },
    });

    const direct = "https://images.unsplash.com/photo-1.jpg";
    expect((await refusal(storeStockImage(db, stockImage(direct), recordingLogger(), { policy }))).reason).toBe("refused");
    const hop = `${provider.origin}/photos/vers-pexels.jpg`;
    expect((await refusal(storeStockImage(db, stockImage(hop), recordingLogger(), { policy }))).reason).toBe("refused");
    expect(resolved).toEqual(["images.unsplash.com", "images.pexels.com"]);
    expect(await storedRows(db, direct)).toEqual({ images: [], variants: [] });
  });

  it("refuses an answer that is not a picture, and stores nothing", async () => {
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Connexion</title>");
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/page.jpg`;
    const logger = recordingLogger();

    expect((await refusal(storeStockImage(db, stockImage(url), logger, trusting(url)))).reason).toBe("not-image");
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
    expect(logger.entries.warn).toHaveLength(1);
  });

  it("refuses bytes that claim to be a picture but are not one", async () => {
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" }).end("ceci n'est pas une image");
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/faux.jpg`;

    expect((await refusal(storeStockImage(db, stockImage(url), recordingLogger(), trusting(url)))).reason).toBe("unreadable");
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("refuses a picture the server no longer has, and stores nothing", async () => {
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(404, { "content-type": "image/jpeg" }).end();
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/disparue.jpg`;

    const error = await refusal(storeStockImage(db, stockImage(url), recordingLogger(), trusting(url)));
    expect(error).toMatchObject({ reason: "download", message: expect.stringContaining("404") });
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("stops reading a body past the limit even without a Content-Length, and stores nothing", async () => {
    const jpeg = await photo();
    let written = 0;
    const cdn = await pictureServer((_path, response) => {
      // No Content-Length: Node sends the body chunked.
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const writeMore = () => {
        while (written < 20 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(written === chunk.length ? jpeg.subarray(0, chunk.length) : chunk)) {
            response.once("drain", writeMore);
            return;
          }
        }
        response.end();
      };
      response.on("error", () => {});
      writeMore();
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/enorme.jpg`;

    const error = await refusal(storeStockImage(db, stockImage(url), recordingLogger(), { ...trusting(url), maxBytes: 512 * 1024 }));

    expect(error.reason).toBe("too-large");
    expect(written).toBeLessThan(20 * 1024 * 1024);
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("refuses a picture whose declared size is over the limit before reading it", async () => {
    const jpeg = await photo();
    const cdn = await pictureServer((_path, response) => {
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length }).end(jpeg);
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/declaree.jpg`;

    expect((await refusal(storeStockImage(db, stockImage(url), recordingLogger(), { ...trusting(url), maxBytes: 1000 }))).reason).toBe(
      "too-large",
    );
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("gives up on a server that does not answer in time", async () => {
    const cdn = await pictureServer(() => {
      // Never answers.
    });
    const { db } = getHandle();
    const url = `${cdn.origin}/photos/lente.jpg`;

    const error = await refusal(storeStockImage(db, stockImage(url), recordingLogger(), { ...trusting(url), timeoutMs: 300 }));
    expect(error).toMatchObject({ reason: "download", message: expect.stringContaining("TimeoutError") });
    expect(await storedRows(db, url)).toEqual({ images: [], variants: [] });
  });

  it("answers no bytes for a variant that does not exist", async () => {
    const { db } = getHandle();
    expect(await readStoredImageVariant(db, "01963a2e-7b4c-7d1e-9f00-0123456789ab", 800, "avif")).toBeUndefined();
  });
});
