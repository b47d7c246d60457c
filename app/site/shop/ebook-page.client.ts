import { coverZoom, ebookTabs, floatingBuyBar, mainBuyButton } from "~/lib/behaviours/ebook-page";
import { replaceQueryParameter } from "../shell/current-address.client";

/**
 * An e-book's page (site/shop/ebook-page.tsx): its tabs switch in place (every panel is in the
 * page; the address follows, ?onglet=), arrow keys move between them; the floating buy bar shows
 * once the main buy button has gone above the screen; the zoomed cover closes at a click anywhere.
 */
export function enhanceEbookPage(): void {
  enhanceTabs();
  showFloatingBuyBar();
  const zoom = document.querySelector<HTMLDialogElement>(coverZoom.selector({ within: "dialog" }));
  zoom?.addEventListener("click", () => zoom.close());
}

function enhanceTabs(): void {
  const list = document.querySelector<HTMLElement>(ebookTabs.selector());
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const choose = (chosen: HTMLAnchorElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !selected;
    }
    replaceQueryParameter("onglet", new URL(chosen.href).searchParams.get("onglet"));
    if (focus) chosen.focus();
  };
  tabs.forEach((tab, position) => {
    tab.addEventListener("click", (event) => {
      event.preventDefault();
      choose(tab, false);
    });
    tab.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: tabs.length - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const next = tabs[(target + tabs.length) % tabs.length];
      if (next) choose(next, true);
    });
  });
}

/**
 * The floating bar is in the page only while the main buy button is above the screen (its markup
 * waits in a <template>). A scroll listener, not an IntersectionObserver: a jump from below the button
 * to past it crosses no threshold.
 */
function showFloatingBuyBar(): void {
  const buy = document.querySelector<HTMLElement>(mainBuyButton.selector());
  const template = document.querySelector<HTMLTemplateElement>(floatingBuyBar.selector({ within: "template" }));
  const bar = template?.content.firstElementChild;
  if (!buy || !template || !bar) return;
  let frame = 0;
  const check = () => {
    frame = 0;
    const wanted = buy.getBoundingClientRect().bottom < 0;
    if (wanted && !bar.isConnected) template.after(bar);
    else if (!wanted && bar.isConnected) bar.remove();
  };
  check();
  window.addEventListener(
    "scroll",
    () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    },
    { passive: true },
  );
}
