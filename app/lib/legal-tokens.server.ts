import { privacyPolicyText } from "~/content/legal/privacy-policy";
import type { Config } from "./config.server";

/** « 395 jours (environ 13 mois) »: how long the server keeps analytics events (ANALYTICS_RETENTION_DAYS). */
function retentionPeriod(days: number): string {
  const months = Math.round(days / 30.44);
  return months >= 2 ? privacyPolicyText.retention(days, months) : privacyPolicyText.retentionDays(days);
}

/** The settings legal texts may name as {phone}, {email}, {rccm}, {niu}, {siteUrl}, {analyticsRetention}. */
export function legalTokens(config: Config): Record<string, string> {
  return {
    analyticsRetention: retentionPeriod(config.ANALYTICS_RETENTION_DAYS),
    phone: config.AGENCY_PHONE,
    email: config.AGENCY_EMAIL,
    rccm: config.COMPANY_RCCM,
    niu: config.COMPANY_NIU,
    siteUrl: config.SITE_URL,
  };
}
