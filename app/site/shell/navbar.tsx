import { mainNavigation, quoteLink, shellText as text } from "~/content/site";
import { trackClick } from "~/lib/analytics/track-attributes";
import { drawerLink, navbar } from "~/lib/behaviours/navbar";
import { mobileDrawerId } from "~/lib/dom-ids";
import type { CurrencyCode } from "~/lib/format/currency";
import { isActiveLink } from "~/lib/navigation/active-link";
import { Icon } from "~/lib/ui/icon";
import { Logo } from "~/lib/ui/logo";
import { CurrencySelector } from "./currency-selector";
import { MobileDrawer } from "./mobile-drawer";

export type NavbarTone = "light" | "dark";

/**
 * The fixed navigation bar. Past 50 px of scroll it gets slimmer: the page's script marks the header
 * `scrolled` (app/site/shell/navbar.client.ts, app/lib/behaviours/navbar.ts), which the classes below read
 * through Tailwind's `data-scrolled:` variants (CSS cannot import the contract). The menu link opens the
 * drawer: a modal dialog with the page's script, the :target of the link before it (a tap on a slow
 * phone is never lost).
 */
export function Navbar({ tone, currency, path, search }: { tone: NavbarTone; currency: CurrencyCode; path: string; search: string }) {
  const dark = tone === "dark";
  const surface = dark
    ? "bg-ink-950/70 backdrop-blur-md border-b border-transparent data-scrolled:border-gold-500/30"
    : "bg-white border-b border-transparent data-scrolled:border-ink-100 data-scrolled:shadow-sm";

  return (
    <>
      <header
        {...navbar.props({ bar: true })}
        className={`group/navbar fixed inset-x-0 top-0 z-40 transition-[padding,background-color] duration-300 ${surface}`}
      >
        <nav
          aria-label={text.navigation}
          className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 transition-[padding] duration-300 group-data-scrolled/navbar:py-2 sm:px-6 lg:px-8"
        >
          <a href="/" className="shrink-0 rounded-md" aria-label={text.homeLink}>
            <Logo tone={dark ? "light" : "dark"} />
          </a>

          <ul className="hidden items-center gap-1 lg:flex">
            {mainNavigation.map((link) => {
              const active = isActiveLink(link.to, path);
              return (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={active ? "page" : undefined}
                    className={`relative rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-opacity ${
                      dark
                        ? `after:bg-gold-400 ${active ? "text-gold-300 after:opacity-100" : "text-white/85 after:opacity-0 hover:text-gold-300"}`
                        : `after:bg-gold-500 ${active ? "text-ink-900 after:opacity-100" : "text-ink-700 after:opacity-0 hover:text-ink-900"}`
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>

          <div className="flex items-center gap-2 sm:gap-3">
            <CurrencySelector current={currency} tone={tone} returnTo={`${path}${search}`} />
            <a
              href={quoteLink.to}
              {...trackClick("quote_click", { location: "navbar" })}
              className={`hidden rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors sm:inline-flex ${
                dark ? "bg-gold-400 text-ink-950 hover:bg-gold-300" : "bg-ink-900 text-white hover:bg-ink-700"
              }`}
            >
              {quoteLink.label}
            </a>
            <a
              href={`#${mobileDrawerId}`}
              aria-haspopup="dialog"
              aria-controls={mobileDrawerId}
              {...drawerLink.props({ opens: true })}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden ${
                dark ? "text-white hover:bg-white/10" : "text-ink-900 hover:bg-ink-50"
              }`}
            >
              <Icon name="Menu" className="h-6 w-6" />
              <span className="sr-only">{text.openMenu}</span>
            </a>
          </div>
        </nav>
      </header>
      {/* Outside the header: its backdrop blur would trap a fixed child. */}
      <MobileDrawer tone={tone} path={path} />
    </>
  );
}
