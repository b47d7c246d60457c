import { markWaitingSubmits } from "~/lib/forms/waiting-submit";
import { registerServiceWorker } from "~/service-worker/register.client";
import { enhanceNewsletterForms } from "../forms/newsletter/newsletter-form.client";
import { postThenReload } from "../forms/reload-forms.client";
import { enhanceCookieBanner } from "./consent.client";
import type { Enhancement } from "./in-turns.client";
import { measureWithConsent } from "./measure-with-consent.client";
import { enhanceNavbar } from "./navbar.client";
import { readAhead } from "./read-ahead.client";
import { nameWebManifest } from "./web-manifest.client";

/**
 * What every public page's HTML gains from a script, each part working without it (app/site/shell/enhance.client.ts
 * runs each in a task of its own).
 */
export const siteEnhancements: readonly Enhancement[] = [
  // First: a sign-up sent before it posts as a plain form, to /newsletter.
  enhanceNewsletterForms,
  enhanceNavbar,
  enhanceCookieBanner,
  measureWithConsent,
  markWaitingSubmits,
  postThenReload,
  registerServiceWorker,
  nameWebManifest,
  readAhead,
];
