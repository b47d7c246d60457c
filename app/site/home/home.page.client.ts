import { startCarousels } from "../shell/carousel.client";
import type { Enhancement } from "../shell/in-turns.client";
import { countUpKeyFigures } from "./count-up.client";
import { rotateHero } from "./hero-rotation.client";

/** The home page's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [rotateHero, countUpKeyFigures, startCarousels];
