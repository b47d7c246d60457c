import type { AnalyticsParams } from "./track";

/**
 * The attributes that make a link or button of a server-rendered section send an analytics event when
 * clicked (the page's script listens: app/scripts/analytics.ts), only for a visitor who said 'Accepter'.
 */
export function trackClick(eventName: string, params: AnalyticsParams = {}): Record<string, string> {
  return { "data-track": eventName, "data-track-params": JSON.stringify(params) };
}
