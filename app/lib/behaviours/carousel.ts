import { behaviour } from "./behaviour";

// The carousels (home and shop testimonials, the about page's timeline), moved by app/enhancements/carousel.ts.

/**
 * A carousel and its settings: `intervalMs` between automatic moves (0: none), `lockMs` after a move, `swipe` in
 * px; `activeWhen`, the media query under which it is a carousel at all; `perPage`, "1" or "3@(min-width: 1024px)";
 * `pauseOnHover`; `replaces`, the id of the list it stands in for while on; `light`, the data-saver mode (no
 * automatic move); `dotLabels`, the dots' labels for each number of slides a page holds (JSON); `on`, set by the
 * script while it is a carousel; `hiddenWhileOff`, a carousel hidden unless on (app.css, which names both).
 */
export const carousel = behaviour({
  carousel: "data-carousel",
  intervalMs: "data-interval",
  lockMs: "data-lock",
  swipe: "data-swipe",
  activeWhen: "data-active-when",
  perPage: "data-per-page",
  pauseOnHover: "data-pause-on-hover",
  replaces: "data-replaces",
  light: "data-light",
  dotLabels: "data-dot-labels",
  on: "data-carousel-on",
  hiddenWhileOff: "data-timeline-carousel",
});

/** What the swipes are measured on. */
export const carouselViewport = behaviour({ viewport: "data-carousel-viewport" });

/** The row of slides (moved by a transform), or the place a swapped slide is shown. */
export const carouselTrack = behaviour({ track: "data-carousel-track" });

/** A slide of the row. */
export const carouselSlide = behaviour({ slide: "data-slide" });

/** A slide waiting in a <template>, for a carousel that shows one at a time in the track. */
export const slideTemplate = behaviour({ template: "data-slide-template" });

/** The previous (-1) or next (1) button. */
export const carouselMove = behaviour({ by: "data-carousel-move" });

/** The dots. */
export const carouselDots = behaviour({ dots: "data-carousel-dots" });

/** A dot, and the page it goes to. */
export const carouselDot = behaviour({ goTo: "data-go-to" });
