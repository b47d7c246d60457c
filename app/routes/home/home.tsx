import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HeroIllustration } from "~/components/home/hero-illustration";
import { homeHero } from "~/content/home";
import { track } from "~/lib/analytics/track";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(siteUrlFrom(matches), { path: "/", type: "website" });

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-50 to-white pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-gold-300/40 px-3 py-1 text-sm font-semibold text-gold-700">{homeHero.eyebrow}</p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-[3.4rem]">
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-700">{homeHero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={homeHero.primaryCta.to}
              onClick={() => track("hero_cta_click", { cta: "audit" })}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-ink-900 px-6 py-3.5 font-semibold text-white shadow-lg shadow-ink-900/20 hover:bg-ink-700"
            >
              {homeHero.primaryCta.label}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <Link
              to={homeHero.secondaryCta.to}
              onClick={() => track("hero_cta_click", { cta: "about" })}
              className="inline-flex items-center justify-center rounded-full border border-ink-100 bg-white px-6 py-3.5 font-semibold text-ink-900 hover:border-ink-600"
            >
              {homeHero.secondaryCta.label}
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {homeHero.proof.map((item) => (
              <div key={item.label} className="flex flex-col-reverse">
                <dt className="text-sm text-ink-700">{item.label}</dt>
                <dd className="text-2xl font-extrabold text-ink-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <HeroIllustration />
          {homeHero.badges.map((badge, index) => (
            <p
              key={badge.label}
              className={`absolute flex max-w-[11rem] flex-col rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-ink-100 ${
                index === 0 ? "top-4 -left-2 sm:left-0" : "-right-2 bottom-6 sm:right-0"
              }`}
            >
              <span className="text-2xl font-extrabold text-brand-700">{badge.value}</span>
              <span className="text-xs leading-snug text-ink-700">{badge.label}</span>
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
