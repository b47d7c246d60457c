import { startCarousels } from "../shell/carousel.client";
import type { Enhancement } from "../shell/in-turns.client";

/** The about page's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [
  // The timeline's one step at a time on a phone.
  startCarousels,
];
