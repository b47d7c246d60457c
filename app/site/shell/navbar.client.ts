import { drawerLink, dropdownMenu, navbar } from "~/lib/behaviours/navbar";
import { mobileDrawerId } from "~/lib/dom-ids";

/** Scroll past which the navigation bar gets slimmer, checked at most every 50 ms. */
const scrolledPast = 50;
const throttleMs = 50;

/**
 * The navigation bar's behaviour: slimmer once the page is scrolled past 50 px (marked `scrolled`), the
 * drawer opened as a modal dialog (Escape, the backdrop and its close link close it), and Escape
 * closing the open menu of a <details> (the currency). A drawer opened by its link's :target before
 * this script ran becomes the same modal dialog.
 */
export function enhanceNavbar(): void {
  const header = document.querySelector<HTMLElement>(navbar.selector());
  if (header) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      header.toggleAttribute(navbar.attributes.scrolled, window.scrollY > scrolledPast);
    };
    check();
    window.addEventListener(
      "scroll",
      () => {
        if (timer === undefined) timer = setTimeout(check, throttleMs);
      },
      { passive: true },
    );
  }

  const drawer = document.getElementById(mobileDrawerId) as HTMLDialogElement | null;
  if (drawer) {
    for (const link of document.querySelectorAll(drawerLink.selector({ name: "opens" }))) {
      link.addEventListener("click", (event) => {
        event.preventDefault();
        if (!drawer.open) drawer.showModal();
      });
    }
    for (const link of drawer.querySelectorAll(drawerLink.selector({ name: "closes" }))) {
      link.addEventListener("click", (event) => {
        event.preventDefault();
        drawer.close();
      });
    }
    // A click on the backdrop lands on the dialog element itself.
    drawer.addEventListener("click", (event) => {
      if (event.target === drawer) drawer.close();
    });
    if (window.location.hash === `#${mobileDrawerId}` && !drawer.open) {
      drawer.showModal();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
  }

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(`${dropdownMenu.selector({ within: "details" })}[open]`)) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}
