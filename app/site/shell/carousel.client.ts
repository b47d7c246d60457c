import { carousel as carouselBehaviour, carouselPart } from "~/lib/behaviours/carousel";
import { markReady, needsScript } from "~/lib/behaviours/needs-script";
import { attach } from "./attach.client";

/**
 * The carousels of the public pages (home and shop testimonials, the about page's timeline), rendered
 * by the server as their markup (site/home/testimonials-carousel.tsx, site/shop/shop-testimonials.tsx,
 * site/about/timeline.tsx, with lib/ui/carousel-dots.tsx) and moved here: the index, its dots, the
 * previous and next buttons, 50 px swipes, the lock between moves, auto-advance (counted again from the visitor's
 * last move) and wrap-around.
 * Auto-advance waits while the tab is hidden or the pointer is over it (where asked), and never
 * runs in data-saver mode (`light`) or where the carousel shows all at once. (It moves a transform
 * every few seconds: off-screen, that costs next to nothing, and a visitor scrolling to it finds it
 * where its rhythm has taken it.)
 *
 * Two ways to show a page: "track" (every slide in a row, moved by translateX; those out of view are
 * hidden from screen readers and inert) and "swap" (one slide in the page at a time, the others waiting
 * in <template>s: the timeline, whose one step is what a reader and a screen reader get). A swap
 * carousel may stand in for a whole list (`replaces`, its id): while the carousel is on, that list
 * leaves the page, and comes back where it was when the carousel is off (a wide screen).
 *
 * The attributes are app/lib/behaviours/carousel.ts's. A carousel that comes into the page later is started too.
 */
export function startCarousels(): void {
  attach(carouselBehaviour, startCarousel);
}

interface Settings {
  intervalMs: number;
  lockMs: number;
  swipe: number;
  /** Media query under which it is a carousel at all (above it: everything shown). */
  activeWhen: string | undefined;
  /** Slides a page shows: "1", or "3@(min-width: 1024px)" for three where the query matches. */
  perPage: string;
  pauseOnHover: boolean;
  /** The id of the list a swap carousel stands in for while it is on. */
  replaces: string | undefined;
  light: boolean;
  /** The dots' labels for each number of slides a page holds (lib/ui/carousel-dots.tsx). */
  dotLabels: Record<string, string[]>;
}

function settingsOf(carousel: HTMLElement): Settings {
  const data = carouselBehaviour.read(carousel);
  return {
    intervalMs: Number(data.intervalMs ?? 0),
    lockMs: Number(data.lockMs ?? 0),
    swipe: Number(data.swipe ?? 50),
    activeWhen: data.activeWhen,
    perPage: data.perPage ?? "1",
    pauseOnHover: data.pauseOnHover !== undefined,
    replaces: data.replaces,
    light: data.light !== undefined,
    dotLabels: JSON.parse(data.dotLabels ?? "{}") as Record<string, string[]>,
  };
}

function startCarousel(carousel: HTMLElement): void {
  const settings = settingsOf(carousel);
  const track = carousel.querySelector<HTMLElement>(carouselPart.selector({ name: "track" }));
  const dots = carousel.querySelector<HTMLElement>(carouselPart.selector({ name: "dots" }));
  const viewport = carousel.querySelector<HTMLElement>(carouselPart.selector({ name: "viewport" })) ?? carousel;
  // A row that scrolls by hand is a stop of the Tab key in its markup, so that a keyboard can scroll it: only while it does.
  const scrolledByKeys = viewport !== carousel && viewport.hasAttribute("tabindex");
  const templates = [...carousel.querySelectorAll<HTMLTemplateElement>(carouselPart.selector({ name: "template", within: "template" }))];
  const swap = templates.length > 0;
  const slides = swap ? [] : [...(track?.querySelectorAll<HTMLElement>(`:scope > ${carouselPart.selector({ name: "slide" })}`) ?? [])];
  const slideCount = swap ? templates.length : slides.length;
  if (!track || slideCount < 2) return;

  const active = settings.activeWhen ? window.matchMedia(settings.activeWhen) : undefined;
  const [wideCount, wideQuery] = settings.perPage.split("@");
  const wide = wideQuery ? window.matchMedia(wideQuery) : undefined;
  const perPage = () => (wide?.matches ? Number(wideCount) : 1);
  const pages = () => Math.ceil(slideCount / perPage());

  const replaced = settings.replaces ? document.getElementById(settings.replaces) : null;
  const replacedPlace = document.createComment("carousel");
  const showReplaced = (shown: boolean) => {
    if (!replaced) return;
    if (shown && replacedPlace.isConnected) replacedPlace.replaceWith(replaced);
    else if (!shown && replaced.isConnected) replaced.replaceWith(replacedPlace);
  };

  let index = 0;
  let lockedUntil = 0;
  let hovered = false;
  let tabVisible = document.visibilityState === "visible";

  const render = () => {
    const on = active ? active.matches : true;
    carousel.toggleAttribute(carouselBehaviour.attributes.on, on);
    // The row scrolls by hand without the script; moved by it, the slides out of view are clipped.
    viewport.style.overflow = on ? "hidden" : "";
    showReplaced(!on);
    const count = pages();
    index = Math.min(index, count - 1);
    if (swap && !on) track.replaceChildren();
    else if (swap) {
      const content = templates[index]?.content.cloneNode(true);
      if (content) track.replaceChildren(content);
    } else {
      track.style.transform = on ? `translateX(-${index * 100}%)` : "";
      slides.forEach((slide, position) => {
        const shown = !on || Math.floor(position / perPage()) === index;
        if (shown) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
        slide.inert = !shown;
      });
    }
    // Measured once the row is back in place (a transform widens what scrolls).
    if (scrolledByKeys) viewport.tabIndex = !on && viewport.scrollWidth > viewport.clientWidth ? 0 : -1;
    renderDots(count);
  };

  const renderDots = (count: number) => {
    if (!dots) return;
    const labels = settings.dotLabels[String(perPage())];
    if (labels && dots.children.length !== count) {
      const model = dots.querySelector("button");
      if (!model) return;
      dots.replaceChildren(
        ...labels.map((label, page) => {
          const dot = model.cloneNode(true) as HTMLButtonElement;
          dot.setAttribute("aria-label", label);
          dot.setAttribute(carouselPart.attributes.goTo, String(page));
          return dot;
        }),
      );
    }
    [...dots.children].forEach((dot, page) => {
      if (page === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };

  /** Shows page `target` (wrapping around), unless the last move is less than `lockMs` old; says whether it moved. */
  const goTo = (target: number): boolean => {
    const now = Date.now();
    if (now < lockedUntil) return false;
    lockedUntil = now + settings.lockMs;
    const count = pages();
    index = ((target % count) + count) % count;
    render();
    return true;
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    const on = active ? active.matches : true;
    if (settings.intervalMs > 0 && on && !settings.light && tabVisible && !hovered)
      timer = setInterval(() => goTo(index + 1), settings.intervalMs);
  };

  // A move the visitor makes starts the automatic rhythm again from there: the page they chose stays its whole time.
  const moveByHand = (target: number) => {
    if (goTo(target)) schedule();
  };

  dots?.addEventListener("click", (event) => {
    const dot = (event.target as Element).closest<HTMLElement>(carouselPart.selector({ name: "goTo" }));
    if (dot) moveByHand(Number(carouselPart.read(dot).goTo));
  });
  for (const button of carousel.querySelectorAll<HTMLElement>(carouselPart.selector({ name: "by" }))) {
    const by = Number(carouselPart.read(button).by);
    button.addEventListener("click", () => moveByHand(index + by));
  }

  let touchStartX: number | undefined;
  viewport.addEventListener(
    "touchstart",
    (event) => {
      touchStartX = event.touches[0]?.clientX;
    },
    { passive: true },
  );
  viewport.addEventListener("touchend", (event) => {
    const start = touchStartX;
    const end = event.changedTouches[0]?.clientX;
    touchStartX = undefined;
    if (start === undefined || end === undefined || Math.abs(end - start) < settings.swipe) return;
    moveByHand(end < start ? index + 1 : index - 1);
  });
  if (settings.pauseOnHover) {
    // Hovering is a mouse's: a finger's touch would stop the carousel until the next tap elsewhere.
    carousel.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      hovered = true;
      schedule();
    });
    carousel.addEventListener("pointerleave", () => {
      hovered = false;
      schedule();
    });
  }
  const changed = () => {
    render();
    schedule();
  };
  active?.addEventListener("change", changed);
  wide?.addEventListener("change", changed);
  document.addEventListener("visibilitychange", () => {
    tabVisible = document.visibilityState === "visible";
    schedule();
  });
  changed();
  for (const control of carousel.querySelectorAll(needsScript.selector())) markReady(control);
}
