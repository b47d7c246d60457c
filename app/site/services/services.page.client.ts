import type { Enhancement } from "../shell/in-turns.client";
import { scrollOnLoad } from "../shell/scroll-on-load.client";

/** The services pages' own code (app/site/shell/enhance.client.ts). */
export const enhancements: readonly Enhancement[] = [scrollOnLoad];
