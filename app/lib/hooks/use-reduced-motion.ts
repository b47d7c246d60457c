import { useEffect, useState } from "react";

/** Narrow screens (under 768 px) get reduced motion whatever the system setting. */
export const reducedMotionQuery = "(max-width: 767.98px), (prefers-reduced-motion: reduce)";

export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
