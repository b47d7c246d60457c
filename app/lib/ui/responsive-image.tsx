import { imageManifest } from "~/lib/images/manifest";

/** An illustration rendered by `npm run images`: "<folder>/<name>" of artwork/<folder>/<name>.svg. */
export type ImageKey = keyof typeof imageManifest;

type ImageFormat = "avif" | "webp";

const publicBase = "/images/art";

function imageUrl(image: ImageKey, width: number, format: ImageFormat): string {
  return `${publicBase}/${image}-${width}.${format}`;
}

/**
 * The `srcset` of one format, every rendered width: "/images/art/hero/hero-1-480.avif 480w, …";
 * `light` (data-saver mode): the smallest width only.
 */
export function imageSrcSet(image: ImageKey, format: ImageFormat, light = false): string {
  const { widths } = imageManifest[image];
  return (light ? widths.slice(0, 1) : widths).map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");
}

/** The fallback `src`: the middle width (the larger of two), in WebP; `light`: the smallest. */
function imageFallbackSrc(image: ImageKey, light = false): string {
  const { widths } = imageManifest[image];
  const width = light ? widths[0] : (widths[Math.floor(widths.length / 2)] ?? widths[0]);
  return imageUrl(image, width, "webp");
}

/** The attributes of a <link rel="preload"> for an image. */
export interface ImagePreload {
  rel: "preload";
  as: "image";
  type: "image/avif";
  imageSrcSet: string;
  imageSizes: string;
  media?: string;
}

/**
 * The preload of the AVIF of the page's LCP image (lib/ui/image-preload.tsx writes it in the
 * <head>). Give it the same `sizes` as the `<ResponsiveImage priority>` it is for, so the browser
 * fetches the file the picture will use; in data-saver mode (`light`), the smallest width only, as the
 * picture then offers.
 */
export function imagePreloadLink(image: ImageKey, sizes: string, media?: string, light = false): ImagePreload {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: imageSrcSet(image, "avif", light),
    imageSizes: sizes,
    ...(media ? { media } : {}),
  };
}

/**
 * One of our illustrations as `<picture>`: every width in AVIF, which today's browsers all read, and
 * for the few others the `<img>`'s WebP of the middle width (a second, WebP srcset in every picture
 * of every page was 0.2 KB of the home's gzipped HTML for them alone). The intrinsic width and height
 * are on the `<img>` so the page does not shift while it loads. `className` goes on the `<img>`.
 * `priority` is for the one image that is the LCP of its page (eager, high fetch priority; pair it
 * with `imagePreloadLink` in the page's head). `"wide-screens"` is for a picture that is the LCP only there
 * (the home page's hero, below the text on a phone): eager but of low priority, the high priority left to
 * the preload link's `media`, so that on a phone it comes after the stylesheet instead of sharing its round
 * trips. Every other image loads lazily. In data-saver mode (`light`) only the smallest width is offered.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
  light = false,
}: {
  image: ImageKey;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean | "wide-screens";
  light?: boolean;
}) {
  const { width, height } = imageManifest[image];
  const loading =
    priority === true
      ? { fetchPriority: "high" as const }
      : priority === "wide-screens"
        ? { fetchPriority: "low" as const }
        : { loading: "lazy" as const, decoding: "async" as const };
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif", light)} sizes={sizes} />
      <img src={imageFallbackSrc(image, light)} alt={alt} width={width} height={height} className={className} {...loading} />
    </picture>
  );
}
