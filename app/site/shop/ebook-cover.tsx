import { shopText } from "~/content/shop";
import { imageManifest } from "~/lib/images/manifest";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";

/**
 * An e-book's cover: our artwork (portrait 3:4, its top third left clear) with
 * the title set over it in HTML, since artwork may not contain text.
 */
export function EbookCover({
  cover,
  title,
  sizes,
  priority,
  titleSize = "md",
  light = false,
}: {
  cover: string;
  title: string;
  sizes: string;
  priority?: boolean;
  titleSize?: "sm" | "md" | "lg";
  /** Data-saver mode: the smallest picture. */
  light?: boolean;
}) {
  const alt = shopText.coverAlt(title);
  const text = { sm: "text-sm", md: "text-2xl", lg: "text-4xl" }[titleSize];
  return (
    <div className="relative aspect-[3/4] h-full w-full bg-gradient-to-br from-ink-900 to-ink-700">
      {cover in imageManifest ? (
        <ResponsiveImage
          image={cover as ImageKey}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className="h-full w-full object-cover"
          light={light}
        />
      ) : (
        <span role="img" aria-label={alt} />
      )}
      <p
        aria-hidden="true"
        className={`absolute inset-x-0 top-[11%] px-[9%] text-center leading-tight font-extrabold tracking-tight text-balance text-white ${text}`}
      >
        {title}
      </p>
    </div>
  );
}
