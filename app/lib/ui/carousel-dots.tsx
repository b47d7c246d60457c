import { carouselPart } from "~/lib/behaviours/carousel";
import { needsScript } from "~/lib/behaviours/needs-script";

/**
 * One button per slide or page; the current one is wider and gold (aria-current). Moved by the page's
 * script (app/site/shell/carousel.client.ts), which only can: shown once it has wired them.
 */
export function CarouselDots({ labels, className = "" }: { labels: string[]; className?: string }) {
  return (
    <div
      {...carouselPart.props({ dots: true })}
      {...needsScript.props({ needsScript: true })}
      className={`flex justify-center gap-1 ${className}`}
    >
      {labels.map((label, position) => (
        <button
          key={label}
          type="button"
          {...carouselPart.props({ goTo: position })}
          aria-label={label}
          aria-current={position === 0 ? "true" : undefined}
          className="group flex h-8 w-8 items-center justify-center"
        >
          <span className="block h-2.5 w-2.5 rounded-full bg-ink-100 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-gold-500" />
        </button>
      ))}
    </div>
  );
}

/** The attribute that says which dots a carousel shows for each number of slides a page holds. */
export function dotLabelsAttribute(labelsByPerPage: Record<number, string[]>): string {
  return JSON.stringify(labelsByPerPage);
}
