import { LegalPageView } from "~/components/legal/legal-page-view";
import { ParticleBackground } from "~/components/legal/particle-background";
import { privacyPolicy, privacyPolicyText, privacyPolicyUpdatedOn } from "~/content/legal/privacy-policy";
import { services } from "~/lib/boundary/context.server";
import { formatLongDay } from "~/lib/format/date";
import { legalTokens } from "~/lib/legal-tokens.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  return { page: privacyPolicy, tokens: legalTokens(services(context).config), lastUpdated: formatLongDay(privacyPolicyUpdatedOn) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: data?.page.title,
    description: data?.page.description,
    path: "/politique-de-confidentialite",
    image: "/images/og/politique-de-confidentialite.png",
    noindex: true,
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPageView
      page={loaderData.page}
      tokens={loaderData.tokens}
      group="confidentialite"
      background={<ParticleBackground />}
      meta={<p className="mt-3 text-sm text-ink-700">{privacyPolicyText.lastUpdated(loaderData.lastUpdated)}</p>}
    />
  );
}
