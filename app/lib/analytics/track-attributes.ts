import type { AnalyticsEventName, AnalyticsParamsOf } from "./event-schema";

/**
 * The attributes that make a link or button of a server-rendered section send an analytics event when
 * clicked (the page's script listens: app/site/shell/analytics.client.ts), only for a visitor who said 'Accepter'.
 */
export function trackClick<Name extends AnalyticsEventName>(eventName: Name, params: AnalyticsParamsOf<Name> = {}): Record<string, string> {
  return { "data-track": eventName, "data-track-params": JSON.stringify(params) };
}

/** The attributes that make a <details> send an analytics event when it opens (app/site/shell/analytics.client.ts). */
export function trackOpen<Name extends AnalyticsEventName>(eventName: Name, params: AnalyticsParamsOf<Name> = {}): Record<string, string> {
  return { "data-track-open": eventName, "data-track-params": JSON.stringify(params) };
}
