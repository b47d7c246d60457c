import { markWaitingSubmits } from "~/lib/forms/waiting-submit";
import { registerServiceWorker } from "~/service-worker/register";
import { scrollOpenedSections } from "./accordions";
import { measurePage } from "./analytics";
import { startCarousels } from "./carousel";
import { enhanceCookieBanner } from "./consent";
import { keepTheCurrentAddress } from "./current-address";
import { enhanceNavbar } from "./navbar";
import { postThenReload } from "./reload-forms";

/** What every public page's HTML gains from a script (app/enhancements/enhance.ts runs it), each part working without it. */
export function enhanceSite(): void {
  keepTheCurrentAddress();
  enhanceNavbar();
  enhanceCookieBanner();
  measurePage();
  markWaitingSubmits();
  postThenReload();
  scrollOpenedSections();
  startCarousels();
  registerServiceWorker();
}
