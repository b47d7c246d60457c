import { Star } from "lucide-react";
import { useState } from "react";
import { CarouselDots } from "~/components/ui/carousel-dots";
import { initialsOf } from "~/content/authors";
import { shopText as text } from "~/content/shop";
import { uiText } from "~/content/ui";
import { useCarousel } from "~/lib/hooks/use-carousel";
import { useMediaQuery } from "~/lib/hooks/use-media-query";

const stars = [1, 2, 3, 4, 5] as const;

export interface ShopTestimonialView {
  id: string;
  name: string;
  role: string;
  company: string;
  text: string;
  rating: number;
  ebookTitle: string;
}

/**
 * Readers' words (spec §4 'Testimonial carousel', shop): 3 a page from 1024 px,
 * 1 under it; every 6 s (never in data-saver mode, see useCarousel), paused
 * while the pointer is over it; 700 ms lock; swipe; dots; wraps around.
 * Without JavaScript every card is shown.
 */
export function ShopTestimonials({ testimonials }: { testimonials: ShopTestimonialView[] }) {
  const wide = useMediaQuery("(min-width: 1024px)");
  const perPage = wide ? 3 : 1;
  const pages = Math.ceil(testimonials.length / perPage);
  const [hovered, setHovered] = useState(false);
  const { index, goTo, swipeHandlers } = useCarousel({
    count: pages,
    intervalMs: 6000,
    lockMs: 700,
    swipeThreshold: 50,
    autoAdvance: !hovered,
  });
  const page = Math.min(index, pages - 1);

  return (
    <section
      aria-roledescription={uiText.carousel}
      aria-label={text.readersLabel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="overflow-hidden" {...swipeHandlers}>
        <ul className="flex transition-transform duration-700 ease-out" style={{ transform: `translateX(-${page * 100}%)` }}>
          {testimonials.map((testimonial, position) => {
            const visible = Math.floor(position / perPage) === page;
            return (
              <li
                key={testimonial.id}
                className="w-full shrink-0 px-2 lg:w-1/3"
                aria-hidden={visible ? undefined : true}
                inert={visible ? undefined : true}
                data-testid="shop-testimonial"
              >
                <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
                  <p className="flex gap-0.5 text-gold-500" role="img" aria-label={uiText.rating(testimonial.rating)}>
                    {stars.map((star) => (
                      <Star
                        key={star}
                        className={`h-4 w-4 ${star <= testimonial.rating ? "fill-current" : "text-ink-100"}`}
                        aria-hidden="true"
                      />
                    ))}
                  </p>
                  <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-ink-700">«&nbsp;{testimonial.text}&nbsp;»</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <span
                      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-gold-300"
                      aria-hidden="true"
                    >
                      {initialsOf(testimonial.name)}
                    </span>
                    <span className="text-sm">
                      <span className="block font-bold text-ink-900" data-name="">
                        {testimonial.name}
                      </span>
                      <span className="text-ink-600">
                        {testimonial.role}, {testimonial.company}
                      </span>
                      <span className="block text-xs text-gold-700">{testimonial.ebookTitle}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      {pages > 1 ? (
        <div className="mt-6">
          <CarouselDots labels={Array.from({ length: pages }, (_, n) => text.readersPage(n + 1, pages))} current={page} onSelect={goTo} />
        </div>
      ) : null}
    </section>
  );
}
