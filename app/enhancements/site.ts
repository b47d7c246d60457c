import { markWaitingSubmits } from "~/lib/forms/waiting-submit";
import { registerServiceWorker } from "~/service-worker/register";
import { enhanceCookieBanner } from "./consent";
import { measureWithConsent } from "./measure-with-consent";
import { enhanceNavbar } from "./navbar";
import { postThenReload } from "./reload-forms";

/** What every public page's HTML gains from a script (app/enhancements/enhance.ts runs it), each part working without it. */
export function enhanceSite(): void {
  enhanceNavbar();
  enhanceCookieBanner();
  measureWithConsent();
  markWaitingSubmits();
  postThenReload();
  registerServiceWorker();
}
