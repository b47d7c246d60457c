import { reducedMotionQuery } from "~/lib/motion";

/** Offset of the fixed navbar when scrolling to an opened section: 80, 100 or 120 px by device. */
export function accordionScrollOffset(viewportWidth: number): number {
  if (viewportWidth < 640) return 80;
  if (viewportWidth < 1024) return 100;
  return 120;
}

/** Scrolls so `element` sits just under the navbar; smooth unless reduced motion applies. */
export function scrollToElement(element: Element, offset: number): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  const smooth = !window.matchMedia(reducedMotionQuery).matches;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
}
