import { agency } from "~/content/site";

interface OrganizationSettings {
  siteUrl: string;
  phone: string;
  email: string;
  socialUrl: string;
}

/** JSON-LD for the agency as a LocalBusiness in Douala. */
export function organizationJsonLd({ siteUrl, phone, email, socialUrl }: OrganizationSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#organisation`,
    name: agency.name,
    description: agency.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}/images/og/default.png`,
    telephone: phone,
    email,
    foundingDate: String(agency.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.address.street,
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
