import { homeSections } from "~/content/home";
import type { ServiceSummary } from "~/content/types";
import { uiText } from "~/content/ui";
import { trackClick, trackOpen } from "~/lib/analytics/track-attributes";
import { Icon } from "~/lib/ui/icon";

/**
 * Six expandable cards on native exclusive <details>: one open at a time, a
 * click on the open card closes it, and it all works without JavaScript.
 */
export function ServicesGrid({ services }: { services: ServiceSummary[] }) {
  return (
    <div className="mt-12 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <details
          key={service.id}
          name="home-services"
          className="group rounded-3xl border border-ink-100 bg-white shadow-sm transition-shadow open:border-gold-400 open:shadow-xl"
          {...trackOpen("service_expand", { service_id: service.id, location: "home" })}
        >
          <summary className="flex cursor-pointer list-none gap-4 p-6 [&::-webkit-details-marker]:hidden">
            <Icon name={service.icon} className="h-12 w-12 shrink-0 rounded-2xl bg-ink-900 p-3 text-gold-300" />
            <span className="flex-1">
              <span className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold text-ink-900">{service.title}</h3>
                <Icon name="ChevronDown" className="mt-1 h-5 w-5 shrink-0 text-gold-600 transition-transform group-open:rotate-180" />
              </span>
              <span className="mt-2 block text-sm leading-relaxed text-ink-700">{service.shortDescription}</span>
            </span>
          </summary>
          <div className="px-6 pb-6">
            <ul className="space-y-2.5 border-t border-ink-100 pt-4">
              {service.benefits.slice(0, 3).map((benefit) => (
                <li key={benefit} className="flex gap-2.5 text-sm text-ink-800 before:font-bold before:text-gold-600 before:content-['✓']">
                  {benefit}
                </li>
              ))}
            </ul>
            <a
              href={`/services/${service.id}`}
              {...trackClick("service_click", { service_id: service.id, location: "home" })}
              className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600"
            >
              {`${homeSections.services.more} `}
              <span className="sr-only">{uiText.moreAbout(service.title)}</span>
              <Icon name="ArrowRight" className="h-4 w-4" />
            </a>
          </div>
        </details>
      ))}
    </div>
  );
}
