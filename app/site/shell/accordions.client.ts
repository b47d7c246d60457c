import { scrollOnOpen } from "~/lib/behaviours/accordion";
import { accordionScrollOffset, scrollToElement } from "~/site/shell/scroll.client";

/**
 * A section of a legal page that opens is scrolled just under the navigation bar (80, 100 or
 * 120 px by device). Opening and closing are the browser's own (<details name>): this only moves the page.
 */
export function scrollOpenedSections(): void {
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open || !scrollOnOpen.is(details)) return;
      scrollToElement(details, accordionScrollOffset(window.innerWidth));
    },
    // toggle does not bubble: heard on its way down.
    true,
  );
}
