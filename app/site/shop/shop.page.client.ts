import { startCarousels } from "../shell/carousel.client";
import type { Enhancement } from "../shell/in-turns.client";
import { enhanceCatalogue } from "./shop-catalogue.client";

/** The shop's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [enhanceCatalogue, startCarousels];
