import { CheckCircle2 } from "lucide-react";
import { serviceDetailText as text } from "~/content/services-page";
import type { Service } from "~/content/types";
import { trackClick, trackOpen } from "~/lib/analytics/track-attributes";
import { type CurrencyCode, formatPrice } from "~/lib/format/currency";
import { AccordionItem } from "~/lib/ui/accordion";
import { ButtonLink } from "~/lib/ui/button-link";
import { Icon } from "~/lib/ui/icon";
import { ResponsiveImage } from "~/lib/ui/responsive-image";
import { SectionHeading } from "~/lib/ui/section-heading";
import { ProcessSteps } from "~/site/services/process-steps";

export const serviceHeroSizes = "(min-width: 1024px) 560px, 100vw";

function primaryAction(service: Service) {
  return service.id === "community-management" ? text.communityCta : text.quoteCta;
}

/** The service's main action ('Voir nos offres' or 'Demander un devis') and 'Contactez-nous directement'. */
function ServiceActions({
  service,
  location,
  className = "",
  tone = "light",
}: {
  service: Service;
  location: string;
  className?: string;
  tone?: "light" | "dark";
}) {
  const action = primaryAction(service);
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <ButtonLink
        to={action.to}
        variant={tone === "dark" ? "gold" : "primary"}
        arrow
        tracking={trackClick("quote_click", { location, service_id: service.id })}
      >
        {action.label}
      </ButtonLink>
      <ButtonLink
        to={text.directContact.to}
        variant={tone === "dark" ? "ghostDark" : "secondary"}
        tracking={trackClick("contact_click", { location, service_id: service.id })}
      >
        {text.directContact.label}
      </ButtonLink>
    </div>
  );
}

function PricingBlock({ service, currency }: { service: Service; currency: CurrencyCode }) {
  const { fromPriceXaf, unit, note } = service.pricing;
  return (
    <div className="rounded-3xl bg-ink-900 p-8 text-white sm:p-10">
      <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{text.pricingTitle}</h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {fromPriceXaf !== undefined ? (
          <>
            <span className="text-ink-100/80">{text.fromLabel}</span>
            <span className="text-4xl font-extrabold tracking-tight">{formatPrice(fromPriceXaf, currency)}</span>
            {unit ? <span className="text-ink-100/80">{unit}</span> : null}
          </>
        ) : (
          <span className="text-4xl font-extrabold tracking-tight">{text.onQuoteLabel}</span>
        )}
      </p>
      <p className="mt-4 max-w-2xl leading-relaxed text-ink-100/85">{note}</p>
      <ServiceActions service={service} location="service_pricing" tone="dark" className="mt-8" />
    </div>
  );
}

/** A service's page (/services/[serviceId]), rendered by the server: every part is HTML. */
export function ServiceDetailPage({ service, currency, light }: { service: Service; currency: CurrencyCode; light: boolean }) {
  return (
    <>
      <section className="bg-gradient-to-b from-sand-50 to-white pt-28 pb-16 sm:pt-36">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <nav aria-label={text.breadcrumb} className="text-sm text-ink-700">
              <a href="/services" className="font-medium hover:text-ink-900">
                {text.breadcrumbServices}
              </a>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{service.title}</span>
            </nav>
            <span className="mt-6 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-ink-900 text-gold-300">
              <Icon name={service.icon} className="h-7 w-7" />
            </span>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
              {service.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-ink-700">{service.longDescription}</p>
            <ServiceActions service={service} location="service_hero" className="mt-8" />
          </div>
          <ResponsiveImage
            image={`services/${service.id}`}
            alt={service.image.alt}
            sizes={serviceHeroSizes}
            priority
            className="w-full rounded-3xl"
            light={light}
          />
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" title={text.featuresTitle} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {service.features.slice(0, 6).map((feature) => (
            <li key={feature.title} className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-ink-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="bg-sand-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="benefits-title" title={text.benefitsTitle} />
          <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
            {service.benefits.slice(0, 4).map((benefit) => (
              <li key={benefit} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm">
                <CheckCircle2 className="h-6 w-6 shrink-0 text-gold-600" aria-hidden="true" />
                <span className="leading-relaxed text-ink-800">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" title={text.processTitle} />
        <ProcessSteps steps={service.process.slice(0, 4)} />
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <PricingBlock service={service} currency={currency} />
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <SectionHeading id="faq-title" title={text.faqTitle} />
        {service.faqs.length === 0 ? (
          <p className="mt-8 text-center text-ink-700">{text.faqEmpty}</p>
        ) : (
          <div className="mt-8 space-y-3">
            {service.faqs.map((faq) => (
              <AccordionItem
                key={faq.question}
                group={`faq-${service.id}`}
                title={faq.question}
                detailsProps={trackOpen("faq_open", { service_id: service.id })}
              >
                <p className="leading-relaxed">{faq.answer}</p>
              </AccordionItem>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="stats-title" className="bg-ink-950 py-16 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="stats-title" title={text.statsTitle} tone="dark" />
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-3">
            {service.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end rounded-2xl border border-white/10 bg-white/5 p-6">
                <dt className="mt-1 text-sm leading-snug text-ink-100/85">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-gold-300 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="px-4 py-20 text-center sm:px-6">
        <h2 className="text-3xl font-extrabold tracking-tight text-balance text-ink-900">{text.closingTitle}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-700">{text.closingText}</p>
        <ServiceActions service={service} location="service_closing" className="mt-8 justify-center" />
      </section>
    </>
  );
}
