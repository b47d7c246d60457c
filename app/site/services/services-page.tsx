import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { processSteps } from "~/content/plans";
import { servicesPage } from "~/content/services-page";
import type { ServiceSummary } from "~/content/types";
import { uiText } from "~/content/ui";
import { trackClick } from "~/lib/analytics/track-attributes";
import { pricingAnchor } from "~/lib/dom-ids";
import { ButtonLink } from "~/lib/ui/button-link";
import { Icon } from "~/lib/ui/icon";
import { PageHero } from "~/lib/ui/page-hero";
import { ParallaxCircles } from "~/lib/ui/parallax-circles";
import { SectionHeading } from "~/lib/ui/section-heading";
import { ProcessSteps } from "~/site/services/process-steps";

/**
 * /services: the hero, the six services, the community-management plans (`pricing`: an
 * island the page composes), the process and a closing call to action.
 */
export function ServicesPage({ services, pricing: plans }: { services: ServiceSummary[]; pricing: ReactNode }) {
  const { hero, cardsTitle, pricing, process, closing } = servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink
          to={hero.cta.to}
          variant="gold"
          arrow
          className="mt-9"
          tracking={trackClick("quote_click", { location: "services_hero" })}
        >
          {hero.cta.label}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="services-list" title={cardsTitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`/services/${service.id}`}
                {...trackClick("service_click", { service_id: service.id, location: "services_page" })}
                className="group flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-gold-400 hover:shadow-xl"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-ink-900 text-gold-300">
                  <Icon name={service.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink-900">{service.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-700">{service.shortDescription}</p>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                  {servicesPage.more} <span className="sr-only">{uiText.moreAbout(service.title)}</span>
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {/* Its scroll margins are the spec's offsets under the navbar (accordionScrollOffset: 80, 100, 120 px): a link to
          the plans lands where the page's script would bring them, before the script comes or without it. */}
      <section id={pricingAnchor} aria-labelledby="pricing-title" className="scroll-mt-20 bg-sand-50 py-20 sm:scroll-mt-25 lg:scroll-mt-30">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="pricing-title" eyebrow={pricing.eyebrow} title={pricing.title} lead={pricing.lead} />
          <div className="mt-10">{plans}</div>
        </div>
      </section>

      <section aria-labelledby="process-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" eyebrow={process.eyebrow} title={process.title} />
        <ProcessSteps steps={processSteps} />
      </section>

      <section className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-white sm:px-12">
          <ParallaxCircles tone="dark" />
          <div className="relative">
            <h2 className="text-3xl font-extrabold tracking-tight text-balance">{closing.title}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-100/85">{closing.text}</p>
            <ButtonLink
              to={closing.cta.to}
              variant="gold"
              arrow
              className="mt-8"
              tracking={trackClick("cta_click", { location: "services_closing" })}
            >
              {closing.cta.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
