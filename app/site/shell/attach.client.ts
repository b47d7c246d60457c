import type { Attributes, Behaviour } from "~/lib/behaviours/behaviour";

/**
 * Wires a behaviour to its elements whenever they appear: those in the page when the script comes, and those
 * added later (cards brought back from a <template> as a search widens, a carousel's slides, a list re-rendered).
 * `setup` runs once per element. One MutationObserver for the page watches what is added; an element moved (a
 * list re-ordered) is not set up again.
 */
export function attach<A extends Attributes>(behaviour: Behaviour<A>, setup: (element: HTMLElement) => void): void {
  const wiring: Wiring = { selector: behaviour.selector(), setup, done: new WeakSet() };
  wirings.push(wiring);
  wireWithin(document.documentElement, wiring);
  watchAdditions();
}

interface Wiring {
  selector: string;
  setup: (element: HTMLElement) => void;
  done: WeakSet<Element>;
}

const wirings: Wiring[] = [];
let observer: MutationObserver | undefined;

function wireWithin(root: Element, wiring: Wiring): void {
  const found = root.matches(wiring.selector) ? [root, ...root.querySelectorAll(wiring.selector)] : root.querySelectorAll(wiring.selector);
  for (const element of found) {
    if (wiring.done.has(element) || !(element instanceof HTMLElement)) continue;
    wiring.done.add(element);
    wiring.setup(element);
  }
}

function watchAdditions(): void {
  if (observer) return;
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const wiring of wirings) wireWithin(node, wiring);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
