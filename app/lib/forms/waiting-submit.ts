/**
 * A form island's submit button waits for a valid form, but only once the page has
 * script: without JavaScript the same button posts the form and the server checks it. So the
 * server renders it enabled, the page's script marks it disabled for assistive technology and
 * tests alike (it still takes a tap, which wakes the island and is held for it), and the island,
 * once hydrated, takes over with the real `disabled`.
 */
export const waitsForValid = { "data-waits-for-valid": "" } as const;

/**
 * Run by the page's script. An island may have woken before it (one in view wakes as soon as its code
 * comes): Astro takes `ssr` off an island once hydrated, and such a button already says the truth.
 */
export function markWaitingSubmits(root: ParentNode = document) {
  for (const button of root.querySelectorAll("[data-waits-for-valid]")) {
    if (button.closest("astro-island:not([ssr])")) continue;
    button.setAttribute("aria-disabled", "true");
  }
}

/** Run by the island once hydrated: its own `disabled` now says whether the form can be sent. */
export function releaseWaitingSubmit(form: HTMLFormElement | null) {
  form?.querySelector("[data-waits-for-valid]")?.removeAttribute("aria-disabled");
}
