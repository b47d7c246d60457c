import { service as communityManagement } from "./services/community-management";
import { service as creationSitesWeb } from "./services/creation-sites-web";
import { service as identiteVisuelle } from "./services/identite-visuelle";
import { service as referencementSeo } from "./services/referencement-seo";
import { service as socialMediaMarketing } from "./services/social-media-marketing";
import { service as strategieDigitale } from "./services/strategie-digitale";
import type { Service, ServiceId, ServiceSummary } from "./types";

/** The six services, in the order the site shows them. */
export const services: Service[] = [
  communityManagement,
  creationSitesWeb,
  identiteVisuelle,
  strategieDigitale,
  socialMediaMarketing,
  referencementSeo,
];

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export const serviceIds = services.map((service) => service.id) as ServiceId[];

/** What a card needs, so pages send this rather than the whole service to the browser. */
export function summarizeService(service: Service): ServiceSummary {
  return {
    id: service.id,
    title: service.title,
    icon: service.icon,
    shortDescription: service.shortDescription,
    benefits: service.benefits.slice(0, 3),
  };
}
