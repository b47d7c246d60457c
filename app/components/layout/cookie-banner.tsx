import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { cookieBannerText } from "~/content/site";
import { setAnalyticsConsent, track } from "~/lib/analytics/track";
import type { Consent } from "~/lib/preferences";

/**
 * Shown until the visitor answers. The buttons post to /api/cookies, which stores the answer in a
 * signed cookie: without JavaScript the server then comes back to this page; with JavaScript a
 * fetcher posts it and the banner goes away at once. Analytics start once the server has stored
 * 'Accepter', so every event leaves with the consent cookie.
 */
export function CookieBanner({ consent }: { consent: Consent | null }) {
  const [answered, setAnswered] = useState(consent !== null);
  const location = useLocation();
  const fetcher = useFetcher<{ consent?: Consent }>();
  const stored = fetcher.state === "idle" ? fetcher.data?.consent : undefined;
  useEffect(() => {
    if (!stored) return;
    setAnalyticsConsent(stored);
    if (stored === "accepted") track("page_view", { page_path: window.location.pathname, page_title: document.title });
  }, [stored]);
  if (answered) return null;

  return (
    <section
      aria-label={cookieBannerText.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-ink-100 bg-white p-4 shadow-2xl sm:inset-x-6 sm:p-5"
    >
      <form
        method="post"
        action="/api/cookies"
        className="flex flex-col gap-4 md:flex-row md:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const choice = button?.value === "accepted" ? "accepted" : "refused";
          if (choice === "refused") setAnalyticsConsent(choice);
          fetcher.submit({ consent: choice }, { method: "post", action: "/api/cookies" });
          setAnswered(true);
        }}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="flex flex-1 items-start gap-3 text-sm leading-relaxed text-ink-800">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-gold-600" aria-hidden="true" />
          <p>
            {cookieBannerText.message}{" "}
            <Link to="/politique-de-confidentialite" className="font-semibold text-brand-700 underline underline-offset-2">
              {cookieBannerText.policyLink}
            </Link>
          </p>
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
