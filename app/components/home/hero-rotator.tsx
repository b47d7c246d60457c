import { useEffect, useState } from "react";
import { type ImageKey, ResponsiveImage } from "~/components/ui/responsive-image";
import { useDataSaver } from "~/lib/hooks/use-data-saver";

export const heroRotationMs = 5000;
export const heroImageSizes = "(min-width: 1024px) 560px, (min-width: 640px) 28rem, 100vw";

/**
 * Three pictures, one shown at a time, fading to the next every 5 s. The first is the page's LCP image.
 * In data-saver mode, the first picture alone: the others are neither rendered nor downloaded.
 */
export function HeroRotator({ images: allImages }: { images: { key: ImageKey; alt: string }[] }) {
  const light = useDataSaver();
  const images = light ? allImages.slice(0, 1) : allImages;
  const [active, setActive] = useState(0);
  // The other pictures are rendered, so fetched, only once the page has loaded and hydrated: they do not compete
  // with the first paint. Without JavaScript the first picture stays, as it would have without rotation.
  const [loadRest, setLoadRest] = useState(false);
  useEffect(() => {
    const start = () => setLoadRest(true);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  useEffect(() => {
    if (images.length < 2 || !loadRest) return;
    const timer = setInterval(() => setActive((current) => (current + 1) % images.length), heroRotationMs);
    return () => clearInterval(timer);
  }, [images.length, loadRest]);
  // Turned on while another picture shows: back to the first, the only one left.
  const shown = active < images.length ? active : 0;

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-[2rem] shadow-2xl shadow-ink-900/15 ring-1 ring-ink-100">
      {images.map((image, index) => (
        <div
          key={image.key}
          data-active={index === shown ? "" : undefined}
          aria-hidden={index === shown ? undefined : true}
          className={`absolute inset-0 transition-opacity duration-1000 ${index === shown ? "opacity-100" : "opacity-0"}`}
        >
          {index === 0 || loadRest ? (
            <ResponsiveImage
              image={image.key}
              alt={image.alt}
              sizes={heroImageSizes}
              priority={index === 0}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
