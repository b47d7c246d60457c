import { useCallback, useEffect, useRef, useState } from "react";
import { useDataSaver } from "./use-data-saver";

export interface CarouselOptions {
  count: number;
  /** Auto-advance period; 0: none. */
  intervalMs?: number;
  /** While a transition runs, further moves are ignored. */
  lockMs?: number;
  /** Horizontal distance a swipe needs to change slide. */
  swipeThreshold?: number;
  /** Auto-advance only while true (e.g. narrow screens) and not paused; never in data-saver mode. */
  autoAdvance?: boolean;
}

/**
 * Index with wrap-around moves, a transition lock, swipe handlers and auto-advance. In data-saver
 * mode nothing moves on its own (a slide that changes by itself costs the visitor attention and,
 * with pictures, data); the dots and swipes still work.
 */
export function useCarousel({ count, intervalMs = 0, lockMs = 700, swipeThreshold = 50, autoAdvance: asked = true }: CarouselOptions) {
  const light = useDataSaver();
  const autoAdvance = asked && !light;
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  const lockedUntil = useRef(0);
  const touchStartX = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const now = Date.now();
      if (count === 0 || now < lockedUntil.current) return;
      lockedUntil.current = now + lockMs;
      current.current = ((target % count) + count) % count;
      setIndex(current.current);
    },
    [count, lockMs],
  );
  const next = useCallback(() => goTo(current.current + 1), [goTo]);
  const previous = useCallback(() => goTo(current.current - 1), [goTo]);

  useEffect(() => {
    if (!intervalMs || !autoAdvance || count < 2) return;
    const timer = setInterval(next, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, autoAdvance, count, next]);

  const swipeHandlers = {
    onTouchStart: (event: React.TouchEvent) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < swipeThreshold) return;
      if (end < start) next();
      else previous();
    },
  };

  return { index, goTo, next, previous, swipeHandlers };
}
