import { cookieBannerText } from "~/content/site";
import { currentConsent } from "~/lib/behaviours/cookie-choice";
import { returnHere } from "~/lib/behaviours/current-address";
import { type Consent, cookieBannerId, withoutCookieChoice } from "~/lib/preferences";
import { Icon } from "~/lib/ui/icon";

/**
 * Shown until the visitor answers, and again when the footer's 'Gérer les cookies' asks for it
 * (`open`: ?cookies=choix, rendered by the server). It is always in the page, hidden otherwise, so the
 * page's script can open it in place. The buttons post to /api/cookies, which stores the answer in a
 * signed cookie and comes back to this page (the address it has now, `returnHere`, without the banner's
 * ?cookies=choix, which the endpoint takes off); the page's script posts it without leaving the page
 * (app/site/shell/consent.client.ts). Analytics start once 'Accepter' is stored; 'Refuser' stops them at once.
 */
export function CookieBanner({ consent, open, path, search }: { consent: Consent | null; open: boolean; path: string; search: string }) {
  return (
    <section
      id={cookieBannerId}
      tabIndex={-1}
      hidden={!open}
      aria-label={cookieBannerText.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-ink-100 bg-white p-4 shadow-2xl outline-none focus-visible:ring-4 focus-visible:ring-gold-400 sm:inset-x-6 sm:p-5"
    >
      <form method="post" action="/api/cookies" className="flex flex-col gap-4 md:flex-row md:items-center">
        <input
          type="hidden"
          name="redirectTo"
          value={withoutCookieChoice({ pathname: path, search })}
          {...returnHere.props({ field: true })}
        />
        <div className="flex flex-1 items-start gap-3 text-sm leading-relaxed text-ink-800">
          <Icon name="Cookie" className="mt-0.5 h-5 w-5 shrink-0 text-gold-600" />
          <div className="space-y-1">
            <p>
              {`${cookieBannerText.message} `}
              <a href="/politique-de-confidentialite" className="font-semibold text-brand-700 underline underline-offset-2">
                {cookieBannerText.policyLink}
              </a>
            </p>
            {(["accepted", "refused"] as const).map((answer) => (
              <p key={answer} {...currentConsent.props({ answer })} hidden={consent !== answer} className="font-semibold text-ink-900">
                {cookieBannerText.current[answer]}
              </p>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="submit"
            name="consent"
            value="refused"
            className="flex-1 rounded-full border border-ink-100 px-5 py-2.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 md:flex-none"
          >
            {cookieBannerText.refuse}
          </button>
          <button
            type="submit"
            name="consent"
            value="accepted"
            className="flex-1 rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-700 md:flex-none"
          >
            {cookieBannerText.accept}
          </button>
        </div>
      </form>
    </section>
  );
}
