import { markWaitingSubmits } from "~/lib/forms/waiting-submit";
import { registerServiceWorker } from "~/service-worker/register.client";
import { postThenReload } from "../forms/reload-forms.client";
import { enhanceCookieBanner } from "./consent.client";
import { measureWithConsent } from "./measure-with-consent.client";
import { enhanceNavbar } from "./navbar.client";
import { readAhead } from "./read-ahead.client";

/** What every public page's HTML gains from a script (app/site/shell/enhance.client.ts runs it), each part working without it. */
export function enhanceSite(): void {
  enhanceNavbar();
  enhanceCookieBanner();
  measureWithConsent();
  markWaitingSubmits();
  postThenReload();
  registerServiceWorker();
  readAhead();
}
