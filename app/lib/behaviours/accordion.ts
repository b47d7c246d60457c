import { behaviour } from "./behaviour";

/** A section (<details>) scrolled just under the navigation bar when it opens (components/ui/accordion.tsx, app/enhancements/accordions.ts). */
export const scrollOnOpen = behaviour({ section: "data-scroll-on-open" });
