import { Star } from "lucide-react";
import { initialsOf } from "~/content/authors";
import { shopText as text } from "~/content/shop";
import { uiText } from "~/content/ui";
import { carousel, carouselPart } from "~/lib/behaviours/carousel";
import { CarouselDots, dotLabelsAttribute } from "~/lib/ui/carousel-dots";

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
 * Readers' words on /boutique: 3 a page from 1024 px, 1 under it; every 6 s
 * (never in data-saver mode, `light`), paused while the pointer is over it; 700 ms lock; swipe; dots;
 * wraps around: moved by the page's script (app/site/shell/carousel.client.ts). Without JavaScript (and until that
 * script runs), a row to swipe through, which a keyboard reaches too: the row is a named stop of the Tab key, scrolled
 * by the arrow keys; the script takes it out of the Tab order while it moves the row itself (nothing then scrolls).
 */
export function ShopTestimonials({ testimonials, light = false }: { testimonials: ShopTestimonialView[]; light?: boolean }) {
  const labels = (perPage: number) => {
    const pages = Math.ceil(testimonials.length / perPage);
    return Array.from({ length: pages }, (_, page) => text.readersPage(page + 1, pages));
  };
  return (
    <section
      {...carousel.props({
        carousel: true,
        intervalMs: 6000,
        lockMs: 700,
        swipe: 50,
        perPage: "3@(min-width: 1024px)",
        pauseOnHover: true,
        dotLabels: dotLabelsAttribute({ 1: labels(1), 3: labels(3) }),
        light,
      })}
      aria-roledescription={uiText.carousel}
      aria-label={text.readersLabel}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of slides, not a fieldset of a form's controls */}
      <div
        {...carouselPart.props({ viewport: true })}
        role="group"
        aria-label={text.readersRow}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by the keyboard to be scrolled
        tabIndex={0}
        className="overflow-x-auto"
      >
        <ul {...carouselPart.props({ track: true })} className="flex transition-transform duration-700 ease-out">
          {testimonials.map((testimonial) => {
            return (
              <li key={testimonial.id} {...carouselPart.props({ slide: true })} className="w-full shrink-0 px-2 lg:w-1/3">
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
                      <span className="block font-bold text-ink-900">{testimonial.name}</span>
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
      <CarouselDots labels={labels(1)} className="mt-6" />
    </section>
  );
}
