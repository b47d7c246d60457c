import { LegalPageView } from "~/components/legal/legal-page-view";
import { legalNotices } from "~/content/legal/legal-notices";
import { services } from "~/lib/boundary/context.server";
import { legalTokens } from "~/lib/legal-tokens.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/legal-notices";

export function loader({ context }: Route.LoaderArgs) {
  return { page: legalNotices, tokens: legalTokens(services(context).config) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: data?.page.title,
    description: data?.page.description,
    path: "/mentions-legales",
    image: "/images/og/mentions-legales.png",
    noindex: true,
  });

export default function LegalNotices({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} tokens={loaderData.tokens} group="mentions-legales" />;
}
