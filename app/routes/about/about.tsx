import { TeamGrid } from "~/components/about/team-grid";
import { Timeline } from "~/components/about/timeline";
import { ValuesGrid } from "~/components/about/values-grid";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { aboutCta, aboutPage, mission, timeline, values } from "~/content/about";
import { team } from "~/content/team";
import { track } from "~/lib/analytics/track";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: "À propos",
    description: aboutPage.description,
    path: "/apropos",
    image: "/images/og/apropos.png",
  });

export default function About() {
  return (
    <>
      <PageHero eyebrow={aboutPage.eyebrow} title={aboutPage.title} lead={aboutPage.lead} />

      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="mission-title" className="text-3xl font-extrabold tracking-tight text-ink-900">
          {mission.title}
        </h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-700">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-sand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" eyebrow={aboutPage.valuesEyebrow} title={aboutPage.valuesTitle} />
          <div className="mt-12">
            <ValuesGrid values={values} />
          </div>
        </div>
      </section>

      <section aria-labelledby="history-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="history-title" eyebrow={aboutPage.historyEyebrow} title={aboutPage.historyTitle} />
        <div className="mt-12">
          <Timeline steps={timeline} />
        </div>
      </section>

      <section aria-labelledby="team-title" className="bg-sand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="team-title" eyebrow={aboutPage.teamEyebrow} title={aboutPage.teamTitle} />
          <div className="mt-12">
            <TeamGrid members={team} />
          </div>
        </div>
      </section>

      <section className="px-4 py-20 text-center sm:px-6">
        <h2 className="text-3xl font-extrabold tracking-tight text-balance text-ink-900">{aboutCta.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-700">{aboutCta.text}</p>
        <ButtonLink to={aboutCta.to} arrow className="mt-8" onClick={() => track("cta_click", { location: "about_closing" })}>
          {aboutCta.buttonLabel}
        </ButtonLink>
      </section>
    </>
  );
}
