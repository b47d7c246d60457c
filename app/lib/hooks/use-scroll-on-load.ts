import { useEffect } from "react";
import { accordionScrollOffset, scrollToElement } from "../scroll";

/** Services page (spec §2): 300 ms after load, scroll smoothly to the hash target, or to the top. */
export function useScrollOnLoad(delayMs = 300) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target) scrollToElement(target, accordionScrollOffset(window.innerWidth));
      else if (!id) window.scrollTo({ top: 0, behavior: "smooth" });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
