import { Cookie } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { cookieBannerText } from "~/content/site";
import { hasAnalyticsConsent, setAnalyticsConsent, track } from "~/lib/analytics/track";
import { asksCookieChoice, type Consent, cookieBannerId, withoutCookieChoice } from "~/lib/preferences";

/**
 * Shown until the visitor answers, and again when the footer's 'Gérer les cookies' asks for it
 * (`open`). The buttons post to /api/cookies, which stores the answer in a signed cookie: without
 * JavaScript the server then comes back to this page; with JavaScript a fetcher posts it and the
 * banner goes away at once (`onAnswer`). Analytics start once the server has stored 'Accepter', so
 * every event leaves with the consent cookie; they stop at the click on 'Refuser', before the post.
 */
export function CookieBanner({ consent, open, onAnswer }: { consent: Consent | null; open: boolean; onAnswer: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ consent?: Consent }>();
  const stored = fetcher.state === "idle" ? fetcher.data?.consent : undefined;
  const measuredBefore = useRef(false);
  useEffect(() => {
    if (!stored) return;
    setAnalyticsConsent(stored);
    // The page view of this page, unless it was measured already (the visitor said 'Accepter' again).
    if (stored === "accepted" && !measuredBefore.current) {
      track("page_view", { page_path: window.location.pathname, page_title: document.title });
    }
  }, [stored]);

  // Opened again from the footer, with JavaScript: the focus moves into the banner. Not on its first
  // render: a visitor who has not answered yet is not taken away from the page.
  const section = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) section.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;
  const back = withoutCookieChoice(location);

  return (
    <section
      ref={section}
      id={cookieBannerId}
      tabIndex={-1}
      aria-label={cookieBannerText.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-ink-100 bg-white p-4 shadow-2xl outline-none focus-visible:ring-4 focus-visible:ring-gold-400 sm:inset-x-6 sm:p-5"
    >
      <form
        method="post"
        action="/api/cookies"
        className="flex flex-col gap-4 md:flex-row md:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const choice = button?.value === "accepted" ? "accepted" : "refused";
          measuredBefore.current = hasAnalyticsConsent();
          // Refusing stops every measure now, before the server has even stored it.
          if (choice === "refused") setAnalyticsConsent(choice);
          fetcher.submit({ consent: choice }, { method: "post", action: "/api/cookies" });
          onAnswer();
          // Opened through ?cookies=choix (a page rendered without JavaScript): the address loses it.
          if (asksCookieChoice(location.search)) navigate(back, { replace: true, preventScrollReset: true });
        }}
      >
        <input type="hidden" name="redirectTo" value={back} />
        <div className="flex flex-1 items-start gap-3 text-sm leading-relaxed text-ink-800">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-gold-600" aria-hidden="true" />
          <div className="space-y-1">
            <p>
              {cookieBannerText.message}{" "}
              <Link to="/politique-de-confidentialite" className="font-semibold text-brand-700 underline underline-offset-2">
                {cookieBannerText.policyLink}
              </Link>
            </p>
            {consent ? <p className="font-semibold text-ink-900">{cookieBannerText.current[consent]}</p> : null}
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
