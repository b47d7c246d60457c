import type { ReactNode } from "react";
import { history, type KeyFigure, keyFigures } from "~/content/about";
import { ebooks } from "~/content/ebooks";
import { heroImages, homeHero, homeSections } from "~/content/home";
import { services, summarizeService } from "~/content/services";
import { newsletterText } from "~/content/site";
import { team } from "~/content/team";
import { homeTestimonials, type Testimonial } from "~/content/testimonials";
import type { ServiceSummary } from "~/content/types";
import { trackClick } from "~/lib/analytics/track-attributes";
import type { ArticleSummary } from "~/lib/blog/types";
import type { AgencyFacts } from "~/lib/facts/agency-facts";
import type { CurrencyCode } from "~/lib/format/currency";
import { ButtonLink } from "~/lib/ui/button-link";
import { ParallaxCircles } from "~/lib/ui/parallax-circles";
import { SectionHeading } from "~/lib/ui/section-heading";
import { type TeamCard, TeamGrid } from "~/site/about/team-grid";
import { HeroRotator } from "~/site/home/hero-rotator";
import { KeyFigures } from "~/site/home/key-figures";
import { type ArticleTeaser, articleTeaser, LatestArticles } from "~/site/home/latest-articles";
import { type EbookTeaser, ebookTeaser, LatestEbooks } from "~/site/home/latest-ebooks";
import { ServicesGrid } from "~/site/home/services-grid";
import { newestEbooks } from "~/site/shop/catalogue";
import { summarizeEbookAt } from "~/site/shop/summary";

/** What the home page shows, from the content and the published articles. */
export interface HomeData {
  latestArticles: ArticleTeaser[];
  latestEbooks: EbookTeaser[];
  services: ServiceSummary[];
  team: TeamCard[];
  history: string;
  keyFigures: KeyFigure[];
  testimonials: Testimonial[];
}

/** `facts` and `now`: the e-books' prices as they are at the request (app/lib/facts/prices.ts). */
export function homeData(articles: ArticleSummary[], facts: AgencyFacts, now: Date): HomeData {
  return {
    latestArticles: articles.slice(0, 2).map(articleTeaser),
    latestEbooks: newestEbooks(ebooks).map((ebook) => ebookTeaser(summarizeEbookAt(ebook, facts, now))),
    services: services.map(summarizeService),
    team: team.map(({ id, name, role, portrait }) => ({ id, name, role, portrait })),
    history,
    keyFigures,
    testimonials: homeTestimonials,
  };
}

/**
 * The home page, rendered by the server. Its islands are composed by the page:
 * `testimonials` (the carousel) and `newsletter` (the sign-up form).
 */
export function HomePage({
  data,
  currency,
  light,
  testimonials,
  newsletter,
}: {
  data: HomeData;
  currency: CurrencyCode;
  light: boolean;
  testimonials: ReactNode;
  newsletter: ReactNode;
}) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand-50 to-white pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-24">
        <ParallaxCircles />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div>
            <p className="inline-flex rounded-full bg-gold-300/40 px-3 py-1 text-sm font-semibold text-gold-700">{homeHero.eyebrow}</p>
            <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-[3.4rem]">
              {homeHero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-700">{homeHero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={homeHero.primaryCta.to} arrow tracking={trackClick("hero_cta_click", { cta: "audit" })}>
                {homeHero.primaryCta.label}
              </ButtonLink>
              <ButtonLink to={homeHero.secondaryCta.to} variant="secondary" tracking={trackClick("hero_cta_click", { cta: "about" })}>
                {homeHero.secondaryCta.label}
              </ButtonLink>
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
            <HeroRotator images={[...heroImages]} light={light} />
            {homeHero.badges.map((badge, index) => (
              <p
                key={badge.label}
                className={`absolute flex max-w-[11rem] flex-col rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-ink-100 ${
                  index === 0 ? "-top-4 -left-2 sm:-left-6" : "-right-2 -bottom-5 sm:-right-6"
                }`}
              >
                <span className="text-2xl font-extrabold text-brand-700">{badge.value}</span>
                <span className="text-xs leading-snug text-ink-700">{badge.label}</span>
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="home-services" className="below-fold mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-services"
          eyebrow={homeSections.services.eyebrow}
          title={homeSections.services.title}
          lead={homeSections.services.lead}
        />
        <ServicesGrid services={data.services} />
        <div className="mt-10 text-center">
          <ButtonLink to={homeSections.services.allServices.to} variant="secondary" arrow>
            {homeSections.services.allServices.label}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="home-about" className="below-fold bg-sand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <SectionHeading id="home-about" eyebrow={homeSections.about.eyebrow} title={homeSections.about.title} align="left" />
              <p className="mt-6 text-lg leading-relaxed text-ink-700">{data.history}</p>
              <ButtonLink to={homeSections.about.more.to} variant="secondary" arrow className="mt-8">
                {homeSections.about.more.label}
              </ButtonLink>
            </div>
            <KeyFigures figures={data.keyFigures} />
          </div>
          <h3 className="mt-16 text-2xl font-bold text-ink-900">{homeSections.about.teamTitle}</h3>
          <div className="mt-6">
            <TeamGrid members={data.team} light={light} />
          </div>
        </div>
      </section>

      <LatestArticles articles={data.latestArticles} light={light} />

      <LatestEbooks ebooks={data.latestEbooks} currency={currency} light={light} />

      <section aria-labelledby="home-testimonials" className="below-fold mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="home-testimonials" eyebrow={homeSections.testimonials.eyebrow} title={homeSections.testimonials.title} />
        <div className="mt-12">{testimonials}</div>
      </section>

      <section aria-labelledby="home-newsletter" className="below-fold px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl rounded-3xl bg-ink-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="home-newsletter" className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {newsletterText.section.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-100/85">{newsletterText.section.text}</p>
          <div className="mx-auto mt-8 max-w-lg">{newsletter}</div>
        </div>
      </section>
    </>
  );
}
