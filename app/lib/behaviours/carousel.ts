import { behaviour } from "./behaviour";

// The carousels (home and shop testimonials, the about page's timeline), moved by app/site/shell/carousel.client.ts.

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

/**
 * A carousel's parts, each marked by its own attribute: the `viewport` the swipes are measured on; the `track`, the
 * row of slides moved by a transform or the place a swapped slide is shown; a `slide` of the row; a `template`, a
 * slide waiting in a <template> for a carousel that shows one at a time; the previous (`by` -1) or next (1) button;
 * the `dots`, and a dot with the page it goes to (`goTo`). One contract rather than one per part: the carousel's
 * script is loaded on three pages, and each contract costs it bytes.
 */
export const carouselPart = behaviour({
  viewport: "data-carousel-viewport",
  track: "data-carousel-track",
  slide: "data-slide",
  template: "data-slide-template",
  by: "data-carousel-move",
  dots: "data-carousel-dots",
  goTo: "data-go-to",
});
