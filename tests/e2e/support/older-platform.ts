/**
 * Run in every page before its own scripts (page.addInitScript) by the `older-platform` project of
 * playwright.config.ts: the page as a browser without invoker commands and without scroll-driven
 * animations sees itself (Safari before 26.2, Firefox ESR, older Chromium and WebViews). Chromium 156 has
 * no flag that turns either off, so this takes them away as far as a page's scripts can see them:
 *
 * - `commandForElement` and `command` are gone from HTMLButtonElement.prototype, and `CommandEvent` from
 *   the window, so a feature check (ours, the polyfill's) says they are missing;
 * - the engine's own invoker behaviour does not act: before doing what a `commandfor` button asks, the
 *   engine fires a trusted, cancelable `command` event at the dialog, and this cancels it first (window,
 *   capture phase). Only a script's own handling (the polyfill's) can then open the dialog;
 * - `CSS.supports` answers false for scroll-driven animations, and `ScrollTimeline` and `ViewTimeline` are
 *   gone. What it cannot change: the engine's CSS still takes `@supports (animation-timeline: scroll())`.
 *
 * Self-contained: Playwright sends its source to the page.
 */
export function takeAwayNewPlatformFeatures(): void {
  const button = HTMLButtonElement.prototype as unknown as Record<string, unknown>;
  delete button.commandForElement;
  delete button.command;
  const global = globalThis as unknown as Record<string, unknown>;
  delete global.CommandEvent;
  delete global.ScrollTimeline;
  delete global.ViewTimeline;
  const supports = CSS.supports.bind(CSS) as (...condition: string[]) => boolean;
  const scrollDriven = /animation-timeline|animation-range|scroll-timeline|view-timeline|timeline-scope/i;
  CSS.supports = ((...condition: string[]) =>
    scrollDriven.test(condition.join(":")) ? false : supports(...condition)) as typeof CSS.supports;
  window.addEventListener(
    "command",
    (event) => {
      if (!event.isTrusted) return;
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    true,
  );
}
