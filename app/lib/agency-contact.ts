/**
 * The agency as every public page shows it, from its facts (« Réglages », else AGENCY_PHONE, AGENCY_EMAIL,
 * SOCIAL_FACEBOOK_URL and the content's name, address and hours).
 */
export interface AgencyContact {
  name: string;
  /** The street address, without the country. */
  address: string;
  hours: { days: string; time: string }[];
  phone: string;
  email: string;
  socialUrl: string;
}
