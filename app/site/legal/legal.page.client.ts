import { scrollOpenedSections } from "../shell/accordions.client";
import type { Enhancement } from "../shell/in-turns.client";

/** The legal pages' own code (app/site/shell/enhance.client.ts). */
export const enhancements: readonly Enhancement[] = [scrollOpenedSections];
