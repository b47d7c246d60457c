import { privacyPolicyText } from "~/content/legal/privacy-policy";
import type { Config } from "./config.server";
import type { AgencyFacts } from "./facts/agency-facts";
import { planPriceTokens } from "./facts/prices";

/** « 395 jours (environ 13 mois) »: how long the server keeps analytics events (ANALYTICS_RETENTION_DAYS). */
function retentionPeriod(days: number): string {
  const months = Math.round(days / 30.44);
  return months >= 2 ? privacyPolicyText.retention(days, months) : privacyPolicyText.retentionDays(days);
}

/**
 * What legal texts may name: {name}, {address}, {phone}, {email}, {rccm}, {niu}, {capital}, {host} (the agency's
 * facts, « Réglages »),
 * {prixStarter}, {prixPro}, {prixPremium} (the plans' months, « Boutique »), {siteUrl} and {analyticsRetention} (the
 * server's settings).
 */
export function legalTokens(config: Config, facts: AgencyFacts): Record<string, string> {
  return {
    analyticsRetention: retentionPeriod(config.ANALYTICS_RETENTION_DAYS),
    name: facts.name,
    address: facts.address,
    phone: facts.phone,
    email: facts.email,
    rccm: facts.rccm,
    niu: facts.niu,
    capital: facts.capital,
    host: facts.host,
    siteUrl: config.SITE_URL,
    ...planPriceTokens(facts),
  };
}
