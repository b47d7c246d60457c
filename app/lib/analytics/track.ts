import { consentCookie, readCookie } from "../preferences";

export const analyticsEndpoint = "/api/ga4/event";
const clientIdKey = "analytics_client_id";

type Params = Record<string, string | number | boolean>;

export function hasAnalyticsConsent(): boolean {
  return typeof document !== "undefined" && readCookie(document.cookie, consentCookie) === "accepted";
}

function clientId(): string {
  try {
    let id = localStorage.getItem(clientIdKey);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(clientIdKey, id);
    }
    return id;
  } catch {
    return "anonymous";
  }
}

/**
 * Sends one analytics event to our own server (decision D8). Does nothing
 * on the server, nor before the visitor has clicked 'Accepter'. Never throws.
 */
export function track(eventName: string, params: Params = {}): void {
  if (typeof window === "undefined" || !hasAnalyticsConsent()) return;
  try {
    const body = JSON.stringify({
      eventName,
      clientId: clientId(),
      params: { page_location: window.location.href, ...params },
    });
    const queued = navigator.sendBeacon?.(analyticsEndpoint, new Blob([body], { type: "application/json" }));
    if (!queued) {
      fetch(analyticsEndpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(
        (error: unknown) => console.warn("analytics: envoi impossible", error),
      );
    }
  } catch (error) {
    console.warn("analytics: envoi impossible", error);
  }
}
