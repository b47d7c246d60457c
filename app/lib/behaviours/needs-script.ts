import { behaviour } from "./behaviour";

/**
 * A control only a script can work (a like, a copy button, a carousel's dots): hidden until its script has wired
 * it and marked it ready (app.css: `[data-needs-script]:not([data-ready])`, the one place these names are written
 * outside this module), so a tap before then never does nothing.
 */
export const needsScript = behaviour({ needsScript: "data-needs-script", ready: "data-ready" });

/** Shows a control its script has just wired. */
export function markReady(element: Element): void {
  element.setAttribute(needsScript.attributes.ready, "");
}
