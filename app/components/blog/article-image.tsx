import { type ImageKey, ResponsiveImage } from "~/components/ui/responsive-image";
import { imageManifest } from "~/lib/images/manifest";

const artPrefix = "/images/art/";

/** An article's illustration: our artwork when it exists, else a quiet gold-on-ink panel of the same shape. */
export function ArticleImage({
  image,
  alt,
  sizes,
  className = "",
  priority,
}: {
  image: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const key = image.startsWith(artPrefix) ? image.slice(artPrefix.length) : image;
  if (key in imageManifest) {
    return (
      <ResponsiveImage
        image={key as ImageKey}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  return (
    <div role="img" aria-label={alt} className={`aspect-[16/9] h-full w-full bg-gradient-to-br from-ink-900 to-ink-700 ${className}`} />
  );
}
