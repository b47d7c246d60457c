/** The agency's phone, e-mail and social link, from its facts (« Réglages », else AGENCY_PHONE, AGENCY_EMAIL, SOCIAL_FACEBOOK_URL). */
export interface AgencyContact {
  phone: string;
  email: string;
  socialUrl: string;
}
