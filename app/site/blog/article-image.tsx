import { imageManifest } from "~/lib/images/manifest";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";

const artPrefix = "/images/art/";

// A stock picture stored by the server (article.image "/media/<id>"): the widths and 16:9 shape of
// storedImageWidths in app/lib/images/stored-images.server.ts, which this client module cannot import.
const storedImagePath = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const storedWidths = [480, 800, 1200] as const;

/** Every stored width; `light` (data-saver mode): the smallest only. */
function storedSrcSet(path: string, format: "avif" | "webp", light: boolean): string {
  return (light ? storedWidths.slice(0, 1) : storedWidths).map((width) => `${path}-${width}.${format} ${width}w`).join(", ");
}

/**
 * An article's illustration: our artwork or a stock picture the server stored (both from our own
 * origin), else a quiet gold-on-ink panel of the same shape.
 */
export function ArticleImage({
  image,
  alt,
  sizes,
  className = "",
  priority,
  light = false,
}: {
  image: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Data-saver mode: the smallest picture. */
  light?: boolean;
}) {
  if (storedImagePath.test(image)) {
    return (
      <picture>
        <source type="image/avif" srcSet={storedSrcSet(image, "avif", light)} sizes={sizes} />
        <source type="image/webp" srcSet={storedSrcSet(image, "webp", light)} sizes={sizes} />
        <img
          src={`${image}-${light ? storedWidths[0] : 800}.webp`}
          alt={alt}
          width={1200}
          height={675}
          className={`h-full w-full object-cover ${className}`}
          {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
        />
      </picture>
    );
  }
  const key = image.startsWith(artPrefix) ? image.slice(artPrefix.length) : image;
  if (key in imageManifest) {
    return (
      <ResponsiveImage
        image={key as ImageKey}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={`h-full w-full object-cover ${className}`}
        light={light}
      />
    );
  }
  return (
    <div role="img" aria-label={alt} className={`aspect-[16/9] h-full w-full bg-gradient-to-br from-ink-900 to-ink-700 ${className}`} />
  );
}
