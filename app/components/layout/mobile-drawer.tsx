import { X } from "lucide-react";
import { type Ref, useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { mainNavigation, quoteLink, shellText as text } from "~/content/site";
import { Logo } from "./logo";

export const mobileDrawerId = "menu-mobile";

/**
 * The side drawer under 1024 px. It is a native <dialog>: opened with
 * showModal() it traps focus, closes on Escape and hides the page from
 * screen readers. Without JavaScript the menu link targets it and CSS
 * (.drawer:target) shows it; its close link goes back to the page.
 */
export function MobileDrawer({ ref, tone }: { ref: Ref<HTMLDialogElement>; tone: "light" | "dark" }) {
  const own = useRef<HTMLDialogElement | null>(null);

  const setRefs = (node: HTMLDialogElement | null) => {
    own.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

  // Opened before the page's script had started (a tap on a slow phone): the drawer is shown by
  // :target. It becomes a modal dialog, so following a link or Escape closes it as usual.
  useEffect(() => {
    const drawer = own.current;
    if (window.location.hash !== `#${mobileDrawerId}` || !drawer || drawer.open) return;
    drawer.showModal();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  }, []);

  const dark = tone === "dark";
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes a dialog with Escape natively.
    <dialog
      id={mobileDrawerId}
      ref={setRefs}
      aria-label={text.menu}
      className={`drawer fixed inset-y-0 z-[60] right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col p-0 shadow-2xl backdrop:bg-ink-950/60 open:flex lg:hidden ${
        dark ? "bg-ink-950 text-white" : "bg-white text-ink-900"
      }`}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself; a link leaves the menu.
        const onLink = event.target instanceof Element && event.target.closest("a[href]");
        if (event.target === event.currentTarget || onLink) event.currentTarget.close();
      }}
    >
      <div className="flex items-center justify-between border-b border-current/10 px-5 py-4">
        <Logo tone={dark ? "light" : "dark"} />
        {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript this link closes the :target drawer. */}
        <a
          href="#top"
          onClick={(event) => {
            event.preventDefault();
            own.current?.close();
          }}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10"
        >
          <X className="h-6 w-6" aria-hidden="true" />
          <span className="sr-only">{text.closeMenu}</span>
        </a>
      </div>
      <nav aria-label={text.mobileNavigation} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
        {mainNavigation.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.to === "/"}
            className={({ isActive }) =>
              `rounded-lg px-4 py-3 text-base font-medium ${
                isActive
                  ? dark
                    ? "bg-gold-400/15 text-gold-300"
                    : "bg-ink-50 text-ink-900 shadow-[inset_3px_0_0_var(--color-gold-500)]"
                  : dark
                    ? "text-white/85 hover:bg-white/10"
                    : "text-ink-700 hover:bg-ink-50"
              }`
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-current/10 p-5">
        <Link
          to={quoteLink.to}
          className={`flex w-full justify-center rounded-full px-5 py-3 font-semibold ${
            dark ? "bg-gold-400 text-ink-950" : "bg-ink-900 text-white"
          }`}
        >
          {quoteLink.label}
        </Link>
      </div>
    </dialog>
  );
}
