import { accordionScrollOffset, scrollToElement } from "~/site/shell/scroll.client";
import { whenShown } from "~/site/shell/when-shown.client";

// What a visitor does to move the page or act on it: from then on the page is theirs to move (decision 035).
const visitorGestures = ["pointerdown", "touchstart", "wheel", "keydown"] as const;

/** The page was reached by following a link or typing its address, not reloaded nor returned to through history. */
function arrivedAnew(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return (navigation?.type ?? "navigate") === "navigate";
}

/**
 * Services page: 300 ms after the page's script has run (or after the page is shown, when the browser prerendered
 * it ahead of a click), scroll smoothly to the address's fragment, below the navbar. Only on arrival and only while
 * the page is as the browser left it: on a reload or a return through history the browser puts the visitor back
 * where they were (the data saver's reload keeps the plans in view), and once the visitor has scrolled, tapped or
 * pressed a key, moving the page would take it from under them, before the script came as well as after. Without a
 * fragment the page already opens at its top, so there is nothing to do (decision 035).
 */
export function scrollOnLoad(delayMs = 300): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id && arrivedAnew()) whenShown(() => scrollToFragment(id, delayMs));
}

/**
 * Where the browser's own scroll to the fragment leaves the page: the target its scroll margin under the top, or as
 * near as the page's height allows.
 */
function whereTheBrowserPuts(target: Element): number {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const lowest = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(target.getBoundingClientRect().top + window.scrollY - margin, lowest));
}

// Scroll positions and boxes are fractional at a phone's pixel ratio.
const samePlace = (a: number, b: number) => Math.abs(a - b) <= 2;

function scrollToFragment(id: string, delayMs: number): void {
  const scrollAtStart = window.scrollY;
  // On a slow phone the script comes seconds after the page: a page no longer where the browser put it was moved by
  // the visitor in between (decision 035). A scroll of the browser's own still under way (smooth from 768 px) counts
  // as a move, as it did at the timer's end before: the browser ends it at the target's scroll margin, which for the
  // plans is the script's offset.
  const arrivedAt = document.getElementById(id);
  if (!arrivedAt || !samePlace(scrollAtStart, whereTheBrowserPuts(arrivedAt))) return;
  const visitor = new AbortController();
  for (const type of visitorGestures) {
    window.addEventListener(type, () => visitor.abort(), { capture: true, passive: true, signal: visitor.signal });
  }
  setTimeout(() => {
    const moved = visitor.signal.aborted || window.scrollY !== scrollAtStart;
    visitor.abort();
    const target = document.getElementById(id);
    if (!moved && target) scrollToElement(target, accordionScrollOffset(window.innerWidth));
  }, delayMs);
}
