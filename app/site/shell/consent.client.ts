import { eventsSent, setAnalyticsConsent } from "~/lib/analytics/track.client";
import { currentConsent, manageCookies } from "~/lib/behaviours/cookie-choice";
import { asksCookieChoice, type Consent, cookieBannerId, isConsent, withoutCookieChoice } from "~/lib/preferences";
import { measureWithConsent } from "./measure-with-consent.client";

// A choice posted but not yet confirmed by the server: the next page must not ask again.
const pendingKey = "kheops.consentement.en-cours";

/**
 * Posts the choice, even if the visitor leaves the page at once (keepalive); forgets it once stored.
 * Resolves with whether the server stored it. A refusal is posted once the events already sent are answered:
 * they were made with consent, and must not reach the server after the refusal is stored.
 */
async function postChoice(choice: Consent): Promise<boolean> {
  try {
    localStorage.setItem(pendingKey, choice);
  } catch {
    // Private mode without storage: the post alone.
  }
  if (choice === "refused") await eventsSent();
  try {
    const answer = await fetch("/api/cookies", { method: "POST", body: new URLSearchParams({ consent: choice }), keepalive: true });
    if (answer.ok) localStorage.removeItem(pendingKey);
    return answer.ok;
  } catch (error) {
    console.warn("cookies: choice not sent", error);
    return false;
  }
}

/**
 * The cookie banner (site/shell/cookie-banner.tsx) without leaving the page. A click on
 * 'Accepter' or 'Refuser' hides it at once and posts the choice; 'Refuser' stops every measure before
 * the post; after 'Accepter' the measures start once the server has stored it (so every event leaves
 * with the consent cookie), this page's view first. A choice posted just before the visitor left (the
 * post cut by the navigation) is posted again by the next page, which does not ask again meanwhile.
 * The footer's 'Gérer les cookies' opens the banner in place, the focus moving into it and back.
 */
export function enhanceCookieBanner(): void {
  const banner = document.getElementById(cookieBannerId);
  const form = banner?.querySelector("form");
  if (!banner || !form) return;
  let openedFrom: HTMLElement | null = null;

  const showCurrent = (choice: Consent | null) => {
    for (const line of banner.querySelectorAll<HTMLElement>(currentConsent.selector()))
      line.hidden = currentConsent.read(line).answer !== choice;
  };
  let latest: Consent | undefined;
  const answer = (choice: Consent) => {
    latest = choice;
    if (choice === "refused") setAnalyticsConsent(choice);
    showCurrent(choice);
    banner.hidden = true;
    void postChoice(choice).then((stored) => {
      // A 'Refuser' clicked meanwhile wins.
      if (!stored || choice !== "accepted" || latest !== choice) return;
      setAnalyticsConsent(choice);
      measureWithConsent();
    });
    if (asksCookieChoice(window.location.search)) {
      // The address only: the server rendered the links back to the page without the request for the banner.
      window.history.replaceState(window.history.state, "", withoutCookieChoice(window.location));
    }
    openedFrom?.focus();
    openedFrom = null;
  };

  let pending: string | null = null;
  try {
    pending = localStorage.getItem(pendingKey);
  } catch {
    // No storage: nothing pending.
  }
  if (isConsent(pending) && !banner.hidden && !asksCookieChoice(window.location.search)) answer(pending);

  form.addEventListener("submit", (event) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isConsent(choice)) return;
    event.preventDefault();
    answer(choice);
  });

  for (const link of document.querySelectorAll<HTMLAnchorElement>(manageCookies.selector())) {
    link.addEventListener("click", (event) => {
      // A click that asks for another tab keeps the link's own address.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openedFrom = link;
      banner.hidden = false;
      banner.focus();
    });
  }
}
