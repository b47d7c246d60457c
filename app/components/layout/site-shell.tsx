import { type ReactNode, useRef, useState } from "react";
import { useLocation } from "react-router";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { uiText } from "~/content/ui";
import type { CurrencyCode } from "~/lib/format/currency";
import { asksCookieChoice, type Consent } from "~/lib/preferences";
import { CookieBanner } from "./cookie-banner";
import { Footer, type FooterContact } from "./footer";
import { Navbar } from "./navbar";

interface ShellData {
  currency: CurrencyCode;
  consent: Consent | null;
  contact: FooterContact;
}

export function SiteShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { pathname, search } = useLocation();
  // The cookie banner: open until the visitor answers, and again when the footer's link asks for it
  // (?cookies=choix without JavaScript; in place with it, the focus then going back to the link).
  const [choosingCookies, setChoosingCookies] = useState(data.consent === null || asksCookieChoice(search));
  const cookieLink = useRef<HTMLElement | null>(null);
  const tone = pathname === "/boutique" || pathname.startsWith("/boutique/") ? "dark" : "light";
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {uiText.skipToContent}
      </a>
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
        <div className="scroll-progress h-full bg-gradient-to-r from-gold-400 via-gold-500 to-brand-600" />
      </div>
      <Navbar tone={tone} currency={data.currency} path={pathname} search={search} />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <HydrateLater>
        <Footer
          contact={data.contact}
          onManageCookies={(link) => {
            cookieLink.current = link;
            setChoosingCookies(true);
          }}
        />
      </HydrateLater>
      <CookieBanner
        consent={data.consent}
        open={choosingCookies}
        onAnswer={() => {
          setChoosingCookies(false);
          cookieLink.current?.focus();
          cookieLink.current = null;
        }}
      />
    </>
  );
}
