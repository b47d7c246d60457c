/** Narrow screens (under 768 px) get reduced motion whatever the system setting. */
export const reducedMotionQuery = "(max-width: 767.98px), (prefers-reduced-motion: reduce)";

/** The home hero's pictures change every 5 s. */
export const heroRotationMs = 5000;
