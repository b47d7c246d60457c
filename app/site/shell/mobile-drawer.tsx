import { mainNavigation, quoteLink, shellText as text } from "~/content/site";
import { drawerLink } from "~/lib/behaviours/navbar";
import { mobileDrawerId } from "~/lib/dom-ids";
import { isActiveLink } from "~/lib/navigation/active-link";
import { Icon } from "~/lib/ui/icon";
import { Logo } from "~/lib/ui/logo";

/**
 * The side drawer under 1024 px, a native <dialog>. The page's script (app/site/shell/navbar.client.ts) opens it
 * with showModal(): focus stays inside, Escape and the backdrop close it, the page is hidden from screen
 * readers. Before that script, or without JavaScript, the menu link targets it and CSS (.drawer:target)
 * shows it; its close link goes back to the page. Its links load the next page, which starts closed.
 */
export function MobileDrawer({ tone, path }: { tone: "light" | "dark"; path: string }) {
  const dark = tone === "dark";
  return (
    <dialog
      id={mobileDrawerId}
      aria-label={text.menu}
      className={`drawer fixed inset-y-0 z-[60] right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col p-0 shadow-2xl backdrop:bg-ink-950/60 open:flex lg:hidden ${
        dark ? "bg-ink-950 text-white" : "bg-white text-ink-900"
      }`}
    >
      <div className="flex items-center justify-between border-b border-current/10 px-5 py-4">
        <Logo tone={dark ? "light" : "dark"} />
        {/* Without JavaScript this link closes the :target drawer. */}
        <a
          href="#top"
          {...drawerLink.props({ closes: true })}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10"
        >
          <Icon name="X" className="h-6 w-6" />
          <span className="sr-only">{text.closeMenu}</span>
        </a>
      </div>
      <nav aria-label={text.mobileNavigation} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
        {mainNavigation.map((link) => {
          const active = isActiveLink(link.to, path);
          return (
            <a
              key={link.to}
              href={link.to}
              aria-current={active ? "page" : undefined}
              className={`rounded-lg px-4 py-3 text-base font-medium ${
                active
                  ? dark
                    ? "bg-gold-400/15 text-gold-300"
                    : "bg-ink-50 text-ink-900 shadow-[inset_3px_0_0_var(--color-gold-500)]"
                  : dark
                    ? "text-white/85 hover:bg-white/10"
                    : "text-ink-700 hover:bg-ink-50"
              }`}
            >
              {link.label}
            </a>
          );
        })}
      </nav>
      <div className="border-t border-current/10 p-5">
        <a
          href={quoteLink.to}
          className={`flex w-full justify-center rounded-full px-5 py-3 font-semibold ${dark ? "bg-gold-400 text-ink-950" : "bg-ink-900 text-white"}`}
        >
          {quoteLink.label}
        </a>
      </div>
    </dialog>
  );
}
