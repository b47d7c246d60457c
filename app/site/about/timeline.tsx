import { ChevronLeft, ChevronRight } from "lucide-react";
import { type TimelineStep, aboutLabels as text } from "~/content/about";
import { uiText } from "~/content/ui";
import { carousel, carouselPart } from "~/lib/behaviours/carousel";
import { needsScript } from "~/lib/behaviours/needs-script";
import { CarouselDots } from "~/lib/ui/carousel-dots";

const timelineRotationMs = 4000;
const wholeTimelineId = "whole-timeline";

function Step({ step, position, total }: { step: TimelineStep; position: number; total: number }) {
  return (
    <article aria-roledescription={text.step} aria-label={uiText.position(position + 1, total)}>
      <p className="text-3xl font-black text-gold-600">{step.year}</p>
      <h3 className="mt-2 text-lg font-bold text-ink-900">{step.title}</h3>
      <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
    </article>
  );
}

/**
 * The six-step history. Wide screens and visitors without JavaScript read the whole list; on phones,
 * with the page's script (app/site/shell/carousel.client.ts), the list leaves the page for a carousel of one
 * step at a time (each step waits in a <template>), rotating every 4 s, with previous/next buttons
 * and dots (none moves by itself in data-saver mode, `light`). No step is in the page twice.
 */
export function Timeline({ steps, light = false }: { steps: TimelineStep[]; light?: boolean }) {
  return (
    <>
      <ol id={wholeTimelineId} className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.year} className="relative rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
            <p className="text-2xl font-black text-gold-600">{step.year}</p>
            <h3 className="mt-2 font-bold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
      <section
        {...carousel.props({
          carousel: true,
          hiddenWhileOff: true,
          intervalMs: timelineRotationMs,
          activeWhen: "(max-width: 767.98px)",
          replaces: wholeTimelineId,
          light,
        })}
        aria-roledescription={uiText.carousel}
        aria-label={text.timeline}
        className="md:hidden"
      >
        <div
          {...carouselPart.props({ viewport: true })}
          aria-live="polite"
          className="min-h-56 rounded-3xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <div {...carouselPart.props({ track: true })} />
        </div>
        {steps.map((step, position) => (
          <template key={step.year} {...carouselPart.props({ template: true })}>
            <Step step={step} position={position} total={steps.length} />
          </template>
        ))}
        <div className="mt-5 flex items-center justify-between">
          <button
            type="button"
            {...carouselPart.props({ by: -1 })}
            {...needsScript.props({ needsScript: true })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink-100 bg-white"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{text.previousStep}</span>
          </button>
          <CarouselDots labels={steps.map((entry) => text.goToYear(entry.year))} />
          <button
            type="button"
            {...carouselPart.props({ by: 1 })}
            {...needsScript.props({ needsScript: true })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink-100 bg-white"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{text.nextStep}</span>
          </button>
        </div>
      </section>
    </>
  );
}
