import { behaviour } from "./behaviour";

/** A section (<details>) scrolled just under the navigation bar when it opens (lib/ui/accordion.tsx, app/site/shell/accordions.client.ts). */
export const scrollOnOpen = behaviour({ section: "data-scroll-on-open" });
