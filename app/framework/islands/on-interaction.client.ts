import type { ClientDirective } from "astro";
import { heldLinkAttribute } from "~/lib/behaviours/held-link";
import { releaseWaitingSubmit } from "~/lib/forms/waiting-submit";
import { recordVisitor } from "./visitor-trace";
import { wakesInView } from "./wake";

// What counts as the visitor reaching for the island.
const reaching = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * `client:interaction`: an island in the first screen loads nothing with the page (no React on a
 * phone's busiest seconds); its code is fetched and hydrated at the visitor's first touch of it:
 * a pointer, a key, the focus (a form's first field, say).
 *
 * `client:interaction="visible"`: also as soon as the island comes into view (an island below the first
 * screen, whose content changes by itself once hydrated), still keeping a click that came first.
 *
 * Nothing the visitor does meanwhile is lost. A link is followed and a field takes what is typed, as the
 * browser does by itself; which fields were typed in and left, and whether a sending was tried, are
 * recorded from the start (./visitor-trace.ts), so the island wakes with the messages it would have
 * shown had it been awake. A click on a control only a script can
 * serve (a `<button type="button">`), on a link the island serves better than the browser (marked
 * `data-held-link`: a plan's link that opens the island's dialog, a tab that is also a link) and a
 * form's sending are held, then given to the island once it has hydrated, so the form is sent by its
 * script (its messages, its toasts). If its code cannot come (offline), the held form is sent and the
 * held link followed by the browser, as without JavaScript, and a held button's click is dropped.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const onInteraction: ClientDirective = (load, options, island) => {
  let started = false;
  let hydrated = false;
  const heldClicks: HTMLElement[] = [];
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

  const holdScriptOnlyClick = (event: Event) => {
    // A button that opens a dialog or popover by itself (commandfor, popovertarget) does its work natively.
    const control = (event.target as Element | null)?.closest<HTMLElement>(
      `button[type="button"]:not([commandfor], [popovertarget]), a[href][${heldLinkAttribute}]`,
    );
    if (hydrated || !control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!heldClicks.includes(control)) heldClicks.push(control);
    start();
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (hydrated || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = { form: event.target, submitter: event.submitter };
    start();
  };
  const stopHolding = () => {
    island.removeEventListener("click", holdScriptOnlyClick, true);
    island.removeEventListener("submit", holdSubmit, true);
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of reaching) island.removeEventListener(type, start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(async () => {
        hydrated = true;
        stopHolding();
        // hydrate() has only started React's hydration (a transition), but React hydrates at once what
        // a click reaches: the held click finds its handler. Each click is given back in its own task,
        // after React has rendered what the one before changed (a tab, then a plan's link that reads
        // the tab's period). A held sending comes back as the click on its button, whose default
        // action then submits the form React now serves.
        for (const control of heldClicks.splice(0)) {
          if (control.isConnected) control.click();
          await nextTask();
        }
        const sending = heldSubmit;
        if (sending?.submitter?.isConnected) sending.submitter.click();
        else if (sending?.form.isConnected) sending.form.requestSubmit();
      })
      .catch((error: unknown) => {
        hydrated = true;
        stopHolding();
        console.warn("island: its code could not be loaded", error);
        releaseWaitingSubmit(island.querySelector("form"));
        const link = heldClicks.findLast((control) => control instanceof HTMLAnchorElement);
        if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter);
        else if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
      });
  };

  recordVisitor(island);
  island.addEventListener("click", holdScriptOnlyClick, true);
  island.addEventListener("submit", holdSubmit, true);
  for (const type of reaching) island.addEventListener(type, start, { capture: true, passive: true });
  // The visitor was already in it (typing in a field) when the page's code arrived: wake it now.
  if (island.contains(document.activeElement)) start();
  else if (wakesInView(options.value)) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    // The island's element has no box of its own (display: contents): its children are what shows.
    for (const child of island.children) observer.observe(child);
  }
};

export default onInteraction;
