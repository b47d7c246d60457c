import { behaviour } from "./behaviour";

// An e-book's page (site/shop/ebook-page.tsx), enhanced by app/site/shop/ebook-page.client.ts.

/** The tabs (Description, Sommaire, FAQ): links (?onglet=) that switch in place once the script runs. */
export const ebookTabs = behaviour({ list: "data-ebook-tabs" });

/** The page's main buy button (site/shop/buy-button.tsx): once it has gone above the screen, the floating bar shows. */
export const mainBuyButton = behaviour({ main: "data-main-buy" });

/** The cover's zoom (a <dialog>): a tap anywhere on it closes it. */
export const coverZoom = behaviour({ closeOnClick: "data-close-on-click" });

/** The <template> of the floating buy bar, put in the page while the main buy button is above the screen. */
export const floatingBuyBar = behaviour({ template: "data-floating-buy-bar" });
