/**
 * The example values of `.env.example`, which are also the defaults that let a fresh machine start.
 * A launch that still shows them gets a warning (app/lib/launch-check.server.ts).
 */
export const exampleSettings = {
  AGENCY_PHONE: "+237 6 99 00 00 00",
  AGENCY_EMAIL: "contact@kheops.cm",
  WHATSAPP_NUMBER: "237699000000",
  COMPANY_RCCM: "RC/DLA/2020/B/0000",
  COMPANY_NIU: "M000000000000A",
  CHECKOUT_URL_SALES_METHOD: "https://pay.kheops.cm/la-methodologie-de-la-vente",
  CHECKOUT_URL_COMMUNITY_MANAGER: "https://pay.kheops.cm/community-manager-de-choc",
} as const;
