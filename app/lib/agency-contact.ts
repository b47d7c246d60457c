/** The agency's phone, e-mail and social link, from the settings (AGENCY_PHONE, AGENCY_EMAIL, SOCIAL_FACEBOOK_URL). */
export interface AgencyContact {
  phone: string;
  email: string;
  socialUrl: string;
}
