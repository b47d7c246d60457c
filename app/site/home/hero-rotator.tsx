import { heroRotator, heroSlide } from "~/lib/behaviours/home";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";

export const heroImageSizes = "(min-width: 1024px) 560px, (min-width: 640px) 28rem, 100vw";

/**
 * Three pictures, one shown at a time, fading to the next every 5 s (app/site/home/hero-rotation.client.ts).
 * The first is the page's LCP image on wide screens (on a phone, the text above it is); the others wait in
 * <template>s, so they are fetched only once the page has loaded, and never without JavaScript (the first
 * picture stays, as it would have without rotation). In data-saver mode (`light`), the first picture alone.
 * The picture shown is the one not aria-hidden.
 */
export function HeroRotator({ images: allImages, light }: { images: { key: ImageKey; alt: string }[]; light: boolean }) {
  const images = light ? allImages.slice(0, 1) : allImages;
  return (
    <div
      {...heroRotator.props({ rotator: true })}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-[2rem] shadow-2xl shadow-ink-900/15 ring-1 ring-ink-100"
    >
      {images.map((image, index) => {
        const picture = (
          <ResponsiveImage
            image={image.key}
            alt={image.alt}
            sizes={heroImageSizes}
            priority={index === 0 ? "wide-screens" : false}
            className="h-full w-full object-cover"
            light={light}
          />
        );
        return (
          <div
            key={image.key}
            {...heroSlide.props({ slide: true })}
            aria-hidden={index === 0 ? undefined : true}
            className="absolute inset-0 transition-opacity duration-1000 aria-hidden:opacity-0"
          >
            {index === 0 ? picture : <template>{picture}</template>}
          </div>
        );
      })}
    </div>
  );
}
