import { behaviour } from "./behaviour";

// The navigation bar and its drawer (site/shell/navbar.tsx, mobile-drawer.tsx), enhanced by
// app/site/shell/navbar.client.ts.

/**
 * The fixed bar (`bar`), marked `scrolled` by its script past 50 px of scroll. Its styles read that mark through
 * Tailwind's `data-scrolled:` variants, in the class names: CSS cannot import this module.
 */
export const navbar = behaviour({ bar: "data-navbar", scrolled: "data-scrolled" });

/** The link that opens the drawer (its :target before the script) and the drawer's link that closes it. */
export const drawerLink = behaviour({ opens: "data-opens-drawer", closes: "data-closes-drawer" });

/** A <details> menu (the currency) that Escape closes. */
export const dropdownMenu = behaviour({ menu: "data-menu" });
