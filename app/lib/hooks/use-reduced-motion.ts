import { useMediaQuery } from "./use-media-query";

/** Narrow screens (under 768 px) get reduced motion whatever the system setting. */
export const reducedMotionQuery = "(max-width: 767.98px), (prefers-reduced-motion: reduce)";

export function useReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery, true);
}
