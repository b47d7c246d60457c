import { behaviour } from "./behaviour";

// The home page's moving parts (site/home/), enhanced by app/site/home/hero-rotation.client.ts and count-up.ts.

/** The hero's pictures, which take turns. */
export const heroRotator = behaviour({ rotator: "data-hero-rotator" });

/** One of them: shown while it is not aria-hidden. */
export const heroSlide = behaviour({ slide: "data-hero-slide" });

/** The key figures, counted up together once they are seen. */
export const keyFigures = behaviour({ list: "data-key-figures" });

/** One figure's value, which the script counts up to. */
export const keyFigure = behaviour({ countTo: "data-count-to" });
