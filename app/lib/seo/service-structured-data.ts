import { agency } from "~/content/site";
import type { Service } from "~/content/types";

/** JSON-LD Service and FAQPage for one service page. */
export function serviceJsonLd(service: Service, siteUrl: string) {
  const url = `${siteUrl}/services/${service.id}`;
  const offer =
    service.pricing.fromPriceXaf !== undefined
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "XAF",
            price: service.pricing.fromPriceXaf,
            priceSpecification: { "@type": "PriceSpecification", minPrice: service.pricing.fromPriceXaf, priceCurrency: "XAF" },
          },
        }
      : {};
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: service.title,
      description: service.longDescription,
      url,
      serviceType: service.title,
      areaServed: agency.areaServed,
      provider: { "@type": "LocalBusiness", "@id": `${siteUrl}/#organisation`, name: agency.name },
      ...offer,
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      "@id": `${url}#faq`,
      mainEntity: service.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}
