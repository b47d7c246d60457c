import { LegalPageView } from "~/components/legal/legal-page-view";
import { legalNotices } from "~/content/legal/legal-notices";
import { legalTokens } from "~/lib/legal-tokens.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/legal-notices";

export function loader() {
  return { tokens: legalTokens() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: legalNotices.title,
    description: legalNotices.description,
    path: "/mentions-legales",
    image: "/images/og/mentions-legales.png",
    noindex: true,
  });

export default function LegalNotices({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={legalNotices} tokens={loaderData.tokens} group="mentions-legales" />;
}
