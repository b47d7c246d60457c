import { useEffect, useState } from "react";
import { type ImageKey, ResponsiveImage } from "~/components/ui/responsive-image";

export const heroRotationMs = 5000;
export const heroImageSizes = "(min-width: 1024px) 560px, (min-width: 640px) 28rem, 100vw";

/** Three pictures, one shown at a time, fading to the next every 5 s. The first is the page's LCP image. */
export function HeroRotator({ images }: { images: { key: ImageKey; alt: string }[] }) {
  const [active, setActive] = useState(0);
  // The other pictures are fetched only once the page has loaded, so they do not compete with the first paint.
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

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-[2rem] shadow-2xl shadow-ink-900/15 ring-1 ring-ink-100">
      {images.map((image, index) => (
        <div
          key={image.key}
          data-active={index === active ? "" : undefined}
          aria-hidden={index === active ? undefined : true}
          className={`absolute inset-0 transition-opacity duration-1000 ${index === active ? "opacity-100" : "opacity-0"}`}
        >
          <ResponsiveImage
            image={image.key}
            alt={image.alt}
            sizes={heroImageSizes}
            priority={index === 0}
            className="h-full w-full object-cover"
          />
        </div>
      ))}
    </div>
  );
}
