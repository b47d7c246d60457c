import { ChevronLeft, ChevronRight } from "lucide-react";
import { CarouselDots } from "~/components/ui/carousel-dots";
import { type TimelineStep, aboutLabels as text } from "~/content/about";
import { uiText } from "~/content/ui";
import { useCarousel } from "~/lib/hooks/use-carousel";
import { useMediaQuery } from "~/lib/hooks/use-media-query";

export const timelineRotationMs = 4000;

/**
 * The six-step history. Wide screens and no-JavaScript visitors read the
 * whole list; on phones it shows one step at a time, rotates every 4 s and
 * has previous/next buttons and dots.
 */
export function Timeline({ steps }: { steps: TimelineStep[] }) {
  const mobile = useMediaQuery("(max-width: 767.98px)");
  const { index, goTo, next, previous, swipeHandlers } = useCarousel({
    count: steps.length,
    intervalMs: timelineRotationMs,
    lockMs: 0,
    autoAdvance: mobile,
  });

  if (!mobile) {
    return (
      <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.year} className="relative rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
            <p className="text-2xl font-black text-gold-600">{step.year}</p>
            <h3 className="mt-2 font-bold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
    );
  }

  const step = steps[index];
  return (
    <section aria-roledescription={uiText.carousel} aria-label={text.timeline} {...swipeHandlers}>
      <div aria-live="polite" className="min-h-56 rounded-3xl border border-ink-100 bg-white p-6 shadow-sm">
        {step ? (
          <article aria-roledescription={text.step} aria-label={uiText.position(index + 1, steps.length)}>
            <p className="text-3xl font-black text-gold-600">{step.year}</p>
            <h3 className="mt-2 text-lg font-bold text-ink-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
          </article>
        ) : null}
      </div>
      <div className="mt-5 flex items-center justify-between">
        <button
          type="button"
          onClick={previous}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink-100 bg-white"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{text.previousStep}</span>
        </button>
        <CarouselDots labels={steps.map((entry) => text.goToYear(entry.year))} current={index} onSelect={goTo} />
        <button
          type="button"
          onClick={next}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink-100 bg-white"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{text.nextStep}</span>
        </button>
      </div>
    </section>
  );
}
