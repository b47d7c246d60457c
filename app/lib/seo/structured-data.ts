import { agency } from "~/content/site";

interface OrganizationSettings {
  siteUrl: string;
  /** The agency's facts (« Réglages »): its name, street address, opening hours, phone, e-mail and social link. */
  name: string;
  address: string;
  phone: string;
  email: string;
  socialUrl: string;
}

/** JSON-LD for the agency as a LocalBusiness in Douala. */
export function organizationJsonLd({ siteUrl, name, address, phone, email, socialUrl }: OrganizationSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#organisation`,
    name,
    description: agency.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}/images/og/default.png`,
    telephone: phone,
    email,
    foundingDate: String(agency.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address,
      addressLocality: agency.address.locality,
      addressRegion: agency.address.region,
      addressCountry: agency.address.countryCode,
    },
    areaServed: agency.areaServed,
    sameAs: [socialUrl],
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
