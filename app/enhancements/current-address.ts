import { addressWith, pathAndQuery, queryLink, returnHere } from "~/lib/behaviours/current-address";

/**
 * Links and forms that reload or leave the page carry the current address (app/lib/behaviours/current-address.ts):
 * a link's href is computed again as it is about to be used (pointed at, focused, pressed, clicked, opened in a
 * new tab), a form's return field as it is sent. Listened for on the document, so links and forms that appear later
 * are covered too.
 */
export function keepTheCurrentAddress(): void {
  // A link that sets parameters, drops some, or both.
  const links = `${queryLink.selector({ within: "a" })}, ${queryLink.selector({ name: "drop", within: "a" })}`;
  const refreshLink = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.(links);
    if (!(link instanceof HTMLAnchorElement)) return;
    const { set, drop } = queryLink.read(link);
    link.href = addressWith(new URL(window.location.href), { set, drop });
  };
  for (const type of ["pointerover", "focusin", "pointerdown", "keydown", "click", "auxclick", "contextmenu"]) {
    document.addEventListener(type, refreshLink, { capture: true });
  }
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      for (const field of form.querySelectorAll<HTMLInputElement>(returnHere.selector({ within: "input" }))) {
        field.value = pathAndQuery(new URL(window.location.href));
      }
    },
    { capture: true },
  );
}
