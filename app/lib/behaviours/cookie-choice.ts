import { behaviour } from "./behaviour";

// The cookie banner (site/shell/cookie-banner.tsx) and the footer's « Gérer les cookies »
// (site/shell/footer.tsx), answered and opened in place by app/site/shell/consent.client.ts.

/** The banner's line that says the current choice (`answer`: accepted or refused), shown for that choice only. */
export const currentConsent = behaviour({ answer: "data-current-consent" });

/** The footer's link that opens the banner again (in place with the script, ?cookies=choix without it). */
export const manageCookies = behaviour({ link: "data-manage-cookies" });
