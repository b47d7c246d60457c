import type { APIRoute } from "astro";
import { findEbook } from "~/content/ebooks";
import { refusalText } from "~/content/errors";
import { shareText } from "~/content/share";
import { ebookPriceAt } from "~/lib/facts/prices";
import { formatPrice } from "~/lib/format/currency";
import { sharedCaching } from "~/lib/http/shared-caching";
import { isStoredImagePath, readStoredImageVariant } from "~/lib/images/stored-images.server";
import { publicFile } from "~/lib/seo/public-file.server";
import { cachedShareCard, type ShareCardInput, shareCardTag } from "~/lib/seo/share-card.server";
import { findPublishedArticle } from "~/site/blog/articles.server";

const notFound = () =>
  new Response(refusalText.notFound, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * /partage/kheopscope/<slug>.jpg and /partage/boutique/<id>.jpg: the link-preview picture of a
 * published article or an e-book (app/lib/seo/share-card.server.ts). Only pages that exist have one.
 */
export const GET: APIRoute = async ({ request, params, locals }) => {
  const name = /^([a-z0-9-]{1,120})\.jpg$/.exec(params.file ?? "")?.[1];
  if (!name) return notFound();
  const { db, config } = locals.site;

  let card: Omit<ShareCardInput, "picture"> & { pictureId?: string; readPicture: () => Promise<Buffer | undefined> };
  if (params.section === "kheopscope") {
    const article = await findPublishedArticle(db, name);
    if (!article) return notFound();
    const image = article.image;
    card = {
      title: article.title,
      section: shareText.sections.blog,
      layout: "background",
      pictureId: image,
      readPicture: async () => {
        if (!image) return undefined;
        if (isStoredImagePath(image)) return readStoredImageVariant(db, image.slice("/media/".length), 1200, "webp");
        return publicFile(`${image}-1200.webp`);
      },
    };
  } else if (params.section === "boutique") {
    const ebook = findEbook(name);
    if (!ebook) return notFound();
    // Its price as its page says it at this request (app/lib/facts/prices.ts): a new price or a promotion's start or
    // end draws a new card, with a new tag.
    const price = ebookPriceAt(locals.site.facts.current(), ebook.id, new Date());
    card = {
      title: ebook.title,
      price: {
        now: formatPrice(price.priceXaf, "XAF"),
        was: price.originalPriceXaf === undefined ? undefined : formatPrice(price.originalPriceXaf, "XAF"),
      },
      section: shareText.sections.shop,
      layout: "cover",
      pictureId: ebook.cover,
      readPicture: () => publicFile(`/images/art/${ebook.cover}-900.webp`),
    };
  } else {
    return notFound();
  }

  const tag = shareCardTag(card);
  const etag = `"${tag}"`;
  const headers = {
    "content-type": "image/jpeg",
    // A day in browsers and link previews; an edited title or picture changes the card (and its
    // tag) under the same address, so the shared cache in front keeps it only seconds.
    "cache-control": sharedCaching(config.PUBLIC_PAGE_CACHE_SECONDS, 86400),
    etag,
    "x-content-type-options": "nosniff",
  };
  const known = request.headers.get("if-none-match");
  if (known?.split(",").some((value) => value.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  const bytes = await cachedShareCard(tag, async () => {
    const picture = await card.readPicture();
    return { title: card.title, section: card.section, layout: card.layout, price: card.price, ...(picture ? { picture } : {}) };
  });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
    headers: { ...headers, "content-length": String(bytes.byteLength) },
  });
};

export const HEAD = GET;
