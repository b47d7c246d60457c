import { pageState } from "~/lib/behaviours/page";
import { itemMovedFrom } from "~/lib/browser-storage";
import type { Consent } from "../preferences";
// Types only: the schema (and zod) stay on the server; the compiler checks each call against it.
import type { AnalyticsEventName, AnalyticsParamsOf } from "./event-schema";

const analyticsEndpoint = "/api/ga4/event";
const clientIdKey = "kheops.mesure.client";
const formerClientIdKey = "analytics_client_id";

/**
 * The visitor's answer to the cookie banner, in this browser tab. The consent cookie is signed and
 * HttpOnly (scripts cannot read it): the server renders the answer on the page (<html data-consent>),
 * and the banner's script changes it at once when the visitor clicks.
 */
export function setAnalyticsConsent(answer: Consent | null): void {
  document.documentElement.setAttribute(pageState.attributes.consent, answer ?? "");
}

export function hasAnalyticsConsent(): boolean {
  return typeof document !== "undefined" && pageState.read(document.documentElement).consent === "accepted";
}

function clientId(): string {
  try {
    let id = itemMovedFrom(localStorage, clientIdKey, formerClientIdKey);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(clientIdKey, id);
    }
    return id;
  } catch {
    return "anonymous";
  }
}

/** Events posted and not yet answered: a refusal waits for them (eventsSent). */
const eventsInFlight = new Set<Promise<unknown>>();

/**
 * Resolves once every event already posted has been answered. The consent cookie goes with a request when the
 * browser sends it, not when the page asked: an event of a page still consenting, sent after a refusal was
 * stored, would leave with the refusal and be refused (403). The banner posts a refusal only after this.
 */
export async function eventsSent(): Promise<void> {
  await Promise.allSettled([...eventsInFlight]);
}

/**
 * Sends one analytics event to our own server (decision D8). Does nothing
 * on the server, nor before the visitor has clicked 'Accepter'. Never throws.
 * Only the site's events, each with its own parameters (event-schema.ts): the server refuses others.
 * A fetch with keepalive rather than a beacon: it outlives the page just as well, and says when it is answered.
 */
export function track<Name extends AnalyticsEventName>(eventName: Name, params: AnalyticsParamsOf<Name> = {}): void {
  if (typeof window === "undefined" || !hasAnalyticsConsent()) return;
  try {
    const body = JSON.stringify({
      eventName,
      clientId: clientId(),
      params: { page_location: window.location.href, ...params },
    });
    const sending = fetch(analyticsEndpoint, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch((error: unknown) => console.warn("analytics: envoi impossible", error));
    eventsInFlight.add(sending);
    void sending.finally(() => eventsInFlight.delete(sending));
  } catch (error) {
    console.warn("analytics: envoi impossible", error);
  }
}
