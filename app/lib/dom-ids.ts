/** Ids the server-rendered markup and the page's scripts share. */

/** The mobile drawer (site/shell/mobile-drawer.tsx): the menu link's fragment. */
export const mobileDrawerId = "menu-mobile";

/** The community-management plans on /services (/services#community-management-pricing). */
export const pricingAnchor = "community-management-pricing";
