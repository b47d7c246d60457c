import type { ClientDirective } from "astro";

// What counts as the visitor reaching for the island.
const reaching = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * `client:interaction`: an island in the first screen loads nothing with the page (no React on a
 * phone's busiest seconds); its code is fetched and hydrated at the visitor's first touch of it:
 * a pointer, a key, the focus (a form's first field, say).
 *
 * Nothing the visitor does meanwhile is lost. What the browser does itself goes on as usual: a link
 * is followed, a form is posted to the server, a field takes what is typed (React keeps it). A click
 * on a control only a script can serve (a `<button type="button">`) is held, then given to the island
 * once it has hydrated; if its code cannot come (offline), the click is dropped, as it would have been.
 */
const onInteraction: ClientDirective = (load, _options, island) => {
  let started = false;
  const held: HTMLElement[] = [];

  const holdScriptOnlyClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button[type="button"]');
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
    start();
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of reaching) island.removeEventListener(type, start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        island.removeEventListener("click", holdScriptOnlyClick, true);
        // React hydrates synchronously what an event reaches: the held click finds its handler.
        for (const control of held.splice(0)) if (control.isConnected) control.click();
      })
      .catch((error: unknown) => {
        island.removeEventListener("click", holdScriptOnlyClick, true);
        console.warn("island: its code could not be loaded", error);
      });
  };

  island.addEventListener("click", holdScriptOnlyClick, true);
  for (const type of reaching) island.addEventListener(type, start, { capture: true, passive: true });
};

export default onInteraction;
