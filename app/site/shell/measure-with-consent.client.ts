import { hasAnalyticsConsent } from "~/lib/analytics/track.client";

/**
 * Starts the page's measures (./analytics.ts) if the visitor said 'Accepter': at the start, or as they answer the
 * banner. The measuring code is fetched only then: a visitor who refused, or has not answered, never downloads it.
 */
export function measureWithConsent(): void {
  if (!hasAnalyticsConsent()) return;
  import("./analytics.client")
    .then(({ measurePage }) => measurePage())
    .catch(() => {
      // Offline: nothing measured, as for a visitor without a script.
    });
}
