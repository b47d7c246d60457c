import { Menu } from "lucide-react";
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { mainNavigation, quoteLink, shellText as text } from "~/content/site";
import { track } from "~/lib/analytics/track";
import type { CurrencyCode } from "~/lib/format/currency";
import { useScrolledPast } from "~/lib/hooks/use-scrolled-past";
import { CurrencySelector } from "./currency-selector";
import { Logo } from "./logo";
import { MobileDrawer, mobileDrawerId } from "./mobile-drawer";

export type NavbarTone = "light" | "dark";

export function Navbar({ tone, currency }: { tone: NavbarTone; currency: CurrencyCode }) {
  const scrolled = useScrolledPast(50, 50);
  const drawer = useRef<HTMLDialogElement>(null);
  const dark = tone === "dark";

  const surface = dark
    ? `bg-ink-950/70 backdrop-blur-md ${scrolled ? "border-b border-gold-500/30" : "border-b border-transparent"}`
    : `bg-white ${scrolled ? "border-b border-ink-100 shadow-sm" : "border-b border-transparent"}`;

  return (
    <>
      <header
        data-scrolled={scrolled ? "" : undefined}
        className={`fixed inset-x-0 top-0 z-40 transition-[padding,background-color] duration-300 ${surface}`}
      >
        <nav
          aria-label={text.navigation}
          className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 ${scrolled ? "py-2" : "py-4"}`}
        >
          <Link to="/" className="shrink-0 rounded-md" aria-label={text.homeLink}>
            <Logo tone={dark ? "light" : "dark"} />
          </Link>

          <ul className="hidden items-center gap-1 lg:flex">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `relative rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-opacity ${
                      dark
                        ? `after:bg-gold-400 ${isActive ? "text-gold-300 after:opacity-100" : "text-white/85 after:opacity-0 hover:text-gold-300"}`
                        : `after:bg-gold-500 ${isActive ? "text-ink-900 after:opacity-100" : "text-ink-700 after:opacity-0 hover:text-ink-900"}`
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="flex items-center gap-2 sm:gap-3">
            <CurrencySelector current={currency} tone={tone} />
            <Link
              to={quoteLink.to}
              onClick={() => track("quote_click", { location: "navbar" })}
              className={`hidden rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors sm:inline-flex ${
                dark ? "bg-gold-400 text-ink-950 hover:bg-gold-300" : "bg-ink-900 text-white hover:bg-ink-700"
              }`}
            >
              {quoteLink.label}
            </Link>
            <a
              href={`#${mobileDrawerId}`}
              aria-haspopup="dialog"
              aria-controls={mobileDrawerId}
              onClick={(event) => {
                event.preventDefault();
                drawer.current?.showModal();
              }}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden ${
                dark ? "text-white hover:bg-white/10" : "text-ink-900 hover:bg-ink-50"
              }`}
            >
              <Menu className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">{text.openMenu}</span>
            </a>
          </div>
        </nav>
      </header>
      {/* Outside the header: its backdrop blur would trap a fixed child. */}
      <MobileDrawer ref={drawer} tone={tone} />
    </>
  );
}
