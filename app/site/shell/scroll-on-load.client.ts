import { accordionScrollOffset, scrollToElement } from "~/site/shell/scroll.client";

/** Services page: 300 ms after load, scroll smoothly to the address's fragment, or to the top. */
export function scrollOnLoad(delayMs = 300): void {
  setTimeout(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) scrollToElement(target, accordionScrollOffset(window.innerWidth));
    else if (!id) window.scrollTo({ top: 0, behavior: "smooth" });
  }, delayMs);
}
