import type { ReactNode } from "react";
import { agency, footerServiceLinks, legalLinks, newsletterText, shellText as text } from "~/content/site";
import type { AgencyContact } from "~/lib/agency-contact";
import { trackClick } from "~/lib/analytics/track-attributes";
import { manageCookies } from "~/lib/behaviours/cookie-choice";
import { queryLink } from "~/lib/behaviours/current-address";
import type { DataSaverState } from "~/lib/data-saver";
import { yearOf } from "~/lib/format/date";
import { cookieChoiceHref, cookieChoiceSet } from "~/lib/preferences";
import { Icon } from "~/lib/ui/icon";
import { Logo } from "~/lib/ui/logo";
import { DataSaverToggle } from "./data-saver-toggle";

export type FooterContact = Pick<AgencyContact, "name" | "address" | "phone" | "email" | "socialUrl">;

/**
 * The site's footer. `newsletter` is its sign-up form (composed by the page's layout).
 * 'Gérer les cookies' opens the cookie banner again: without JavaScript it asks the server for this
 * page with the banner (?cookies=choix); with it, the page's script opens it in place (and a click that
 * opens another tab asks for the address the page has now, `queryLink`).
 */
export function Footer({
  contact,
  dataSaver,
  path,
  search,
  newsletter,
}: {
  contact: FooterContact;
  dataSaver: DataSaverState;
  path: string;
  search: string;
  newsletter: ReactNode;
}) {
  const year = yearOf(new Date());
  return (
    <footer className="bg-ink-950 text-ink-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_0.9fr_1fr_1.3fr] lg:px-8">
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-ink-100/80">{agency.blurb}</p>
          <a
            href={contact.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...trackClick("footer_social_click", { network: "facebook" })}
            className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-medium text-white hover:border-gold-400 hover:text-gold-300"
          >
            <Icon name="Facebook" className="h-5 w-5" />
            {text.followUs}
          </a>
          <DataSaverToggle state={dataSaver} returnTo={`${path}${search}`} />
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wider text-gold-400 uppercase">
            {text.servicesTitle}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className="text-ink-100/85 hover:text-gold-300">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-gold-400 uppercase">{text.contactTitle}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-3">
              <Icon name="MapPin" className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" />
              <span>{`${contact.address}, ${agency.address.country}`}</span>
            </p>
            <p>
              <a
                href={`tel:${contact.phone.replace(/\s+/g, "")}`}
                {...trackClick("contact_click", { method: "phone", location: "footer" })}
                className="flex items-center gap-3 hover:text-gold-300"
              >
                <Icon name="Phone" className="h-4 w-4 shrink-0 text-gold-400" />
                {contact.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${contact.email}`}
                {...trackClick("contact_click", { method: "email", location: "footer" })}
                className="flex items-center gap-3 break-all hover:text-gold-300"
              >
                <Icon name="Mail" className="h-4 w-4 shrink-0 text-gold-400" />
                {contact.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-gold-400 uppercase">{newsletterText.footer.title}</h2>
          <p className="mt-4 text-sm leading-relaxed text-ink-100/80">{newsletterText.footer.text}</p>
          <div className="mt-4">{newsletter}</div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-ink-100/90 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{`© ${year} ${contact.name}. ${text.rights}`}</p>
          <nav aria-label={text.legalNavigation}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className="hover:text-gold-300">
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={cookieChoiceHref({ pathname: path, search })}
                  rel="nofollow"
                  {...manageCookies.props({ link: true })}
                  {...queryLink.props({ set: cookieChoiceSet })}
                  className="hover:text-gold-300"
                >
                  {text.manageCookies}
                </a>
              </li>
            </ul>
          </nav>
          {/* A smooth scroll by CSS (scroll-behavior), instant with reduced motion. */}
          <a
            href="#top"
            className="inline-flex items-center gap-2 self-start rounded-full border border-white/15 px-4 py-2 text-white hover:border-gold-400 hover:text-gold-300 md:self-auto"
          >
            <Icon name="ArrowUp" className="h-4 w-4" />
            {text.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
