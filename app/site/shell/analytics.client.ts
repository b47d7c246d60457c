import { hasAnalyticsConsent, track } from "~/lib/analytics/track.client";
import { whenShown } from "./when-shown.client";

/** This page's view, sent once (a visitor who says 'Accepter' on the page counts it then). */
let viewSent = false;

export function sendPageView(): void {
  if (viewSent || !hasAnalyticsConsent()) return;
  viewSent = true;
  track("page_view", { page_path: window.location.pathname, page_title: document.title });
}

let measuring = false;

/**
 * The page's measures (decision D8), only for a visitor who said 'Accepter' (./measure-with-consent.ts loads this
 * module then): its view, the time it was looked at (sent when the visitor leaves it or hides the tab), and the
 * clicks on the links and buttons that name an event (data-track: lib/analytics/track-attributes.ts).
 */
export function measurePage(): void {
  if (measuring) return;
  measuring = true;
  whenShown(() => {
    sendPageView();
    // Events of the page itself (an unknown article: article_not_found), sent once it is seen.
    for (const element of document.querySelectorAll<HTMLElement>("[data-track-shown]")) trackNamed(element.dataset.trackShown, element);
    let visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
    let engagedMs = 0;
    const flush = () => {
      if (visibleSince !== undefined) engagedMs += performance.now() - visibleSince;
      visibleSince = undefined;
      if (engagedMs >= 1000) track("user_engagement", { page_path: window.location.pathname, engagement_time_msec: Math.round(engagedMs) });
      engagedMs = 0;
    };
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
      else visibleSince = performance.now();
    });
    window.addEventListener("pagehide", flush);
  });
  document.addEventListener("click", (event) => {
    const tracked = (event.target as Element | null)?.closest<HTMLElement>("[data-track]");
    if (tracked) trackNamed(tracked.dataset.track, tracked);
  });
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open) trackNamed(details.dataset.trackOpen, details);
    },
    // toggle does not bubble: heard on its way down.
    true,
  );
}

/** Sends the event an element names (lib/analytics/track-attributes.ts), with its parameters. */
function trackNamed(eventName: string | undefined, element: HTMLElement): void {
  if (!eventName) return;
  let params = {};
  try {
    params = JSON.parse(element.dataset.trackParams ?? "{}");
  } catch {
    // A page's own attribute: never malformed, but a measure is never worth an error.
  }
  (track as (name: string, params: object) => void)(eventName, params);
}
