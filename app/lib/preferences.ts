import { type CurrencyCode, defaultCurrency, isCurrencyCode } from "./format/currency";

/**
 * Visitor preferences kept in plain first-party cookies, so the server renders
 * them (no flash of FCFA, no banner once answered) and the browser can read
 * the consent before sending any analytics.
 */
export const currencyCookie = "currency";
export const consentCookie = "cookie_consent";

export type Consent = "accepted" | "refused";

const oneYearSeconds = 365 * 24 * 60 * 60;

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readCurrency(cookieHeader: string | null | undefined): CurrencyCode {
  const value = readCookie(cookieHeader, currencyCookie);
  return isCurrencyCode(value) ? value : defaultCurrency;
}

export function readConsent(cookieHeader: string | null | undefined): Consent | undefined {
  const value = readCookie(cookieHeader, consentCookie);
  return value === "accepted" || value === "refused" ? value : undefined;
}

export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A same-site path to go back to after a form post without JavaScript; "/" otherwise. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Browsers drop tabs and newlines from a Location before resolving it: "/\t/evil.example" is "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  return value;
}
