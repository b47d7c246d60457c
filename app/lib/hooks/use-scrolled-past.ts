import { useEffect, useState } from "react";

/** True once the page is scrolled more than `threshold` px; checked at most every `throttleMs`. */
export function useScrolledPast(threshold = 50, throttleMs = 50): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      timer ??= setTimeout(check, throttleMs);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [threshold, throttleMs]);
  return scrolled;
}
