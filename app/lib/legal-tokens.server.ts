import type { Config } from "./config.server";

/** The settings legal texts may name as {phone}, {email}, {rccm}, {niu}, {siteUrl}. */
export function legalTokens(config: Config): Record<string, string> {
  return {
    phone: config.AGENCY_PHONE,
    email: config.AGENCY_EMAIL,
    rccm: config.COMPANY_RCCM,
    niu: config.COMPANY_NIU,
    siteUrl: config.SITE_URL,
  };
}
