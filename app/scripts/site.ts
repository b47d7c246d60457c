import { markWaitingSubmits } from "~/lib/forms/waiting-submit";
import { registerServiceWorker } from "~/service-worker/register";
import { scrollOpenedSections } from "./accordions";
import { measurePage } from "./analytics";
import { startCarousels } from "./carousel";
import { enhanceCookieBanner } from "./consent";
import { enhanceNavbar } from "./navbar";
import { postThenReload } from "./reload-forms";

// The one script of every public page (app/layouts/site.astro): a few kilobytes that enhance what the
// server rendered, each part working without it. Islands bring their own code, where they are.
enhanceNavbar();
enhanceCookieBanner();
measurePage();
markWaitingSubmits();
postThenReload();
scrollOpenedSections();
startCarousels();
registerServiceWorker();
document.documentElement.dataset.enhanced = "";
