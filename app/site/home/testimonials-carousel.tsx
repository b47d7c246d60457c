import { initialsOf } from "~/content/authors";
import { type Testimonial, testimonialsLabels as text } from "~/content/testimonials";
import { uiText } from "~/content/ui";
import { carousel, carouselPart } from "~/lib/behaviours/carousel";
import { CarouselDots } from "~/lib/ui/carousel-dots";
import { Icon } from "~/lib/ui/icon";

const testimonialTiming = { lockMs: 700, swipeThreshold: 50, intervalMs: 6000 };

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-ink-100">
      <Icon name="Quote" className="h-8 w-8 text-gold-400" />
      <p className="mt-2 text-lg leading-none tracking-widest" role="img" aria-label={uiText.rating(testimonial.rating)}>
        <span className="text-gold-500">{"★".repeat(testimonial.rating)}</span>
        {testimonial.rating < 5 ? <span className="text-ink-100">{"★".repeat(5 - testimonial.rating)}</span> : null}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink-800">{testimonial.content}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-gold-300"
        >
          {initialsOf(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-ink-900">{testimonial.name}</span>
          <span className="block text-sm text-ink-700">{`${testimonial.role}, ${testimonial.company}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Three cards side by side from 768 px. Narrower: one at a time with dots, 50 px swipes, a 700 ms lock
 * between moves, auto-advance every 6 s (none in data-saver mode, `light`) and wrap-around, moved by
 * the page's script (app/site/shell/carousel.client.ts). Without JavaScript: the first card, the others a swipe
 * of the row away.
 */
export function TestimonialsCarousel({ testimonials, light = false }: { testimonials: Testimonial[]; light?: boolean }) {
  return (
    <section
      {...carousel.props({
        carousel: true,
        intervalMs: testimonialTiming.intervalMs,
        lockMs: testimonialTiming.lockMs,
        swipe: testimonialTiming.swipeThreshold,
        activeWhen: "(max-width: 767.98px)",
        light,
      })}
      aria-roledescription={uiText.carousel}
      aria-label={text.carousel}
    >
      {/* A row that scrolls by hand before the script: a named stop of the Tab key, as the shop's readers' row. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of slides, not a fieldset of a form's controls */}
      <div
        {...carouselPart.props({ viewport: true })}
        role="group"
        aria-label={text.row}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by the keyboard to be scrolled
        tabIndex={0}
        className="overflow-x-auto md:overflow-visible"
      >
        <ul
          {...carouselPart.props({ track: true })}
          className="flex transition-transform duration-700 ease-out md:grid md:grid-cols-3 md:gap-6"
        >
          {testimonials.map((testimonial, position) => (
            <li
              key={testimonial.id}
              {...carouselPart.props({ slide: true })}
              className="w-full shrink-0 px-1 md:px-0"
              aria-roledescription={uiText.slide}
              aria-label={uiText.position(position + 1, testimonials.length)}
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <CarouselDots labels={testimonials.map((_, position) => text.dot(position + 1))} className="mt-5 md:hidden" />
    </section>
  );
}
