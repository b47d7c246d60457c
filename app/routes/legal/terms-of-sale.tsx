import { LegalPageView } from "~/components/legal/legal-page-view";
import { termsOfSale } from "~/content/legal/terms-of-sale";
import { services } from "~/lib/boundary/context.server";
import { legalTokens } from "~/lib/legal-tokens.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/terms-of-sale";

export function loader({ context }: Route.LoaderArgs) {
  return { page: termsOfSale, tokens: legalTokens(services(context).config) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: data?.page.title,
    description: data?.page.description,
    path: "/conditions-generales-de-vente",
    image: "/images/og/conditions-generales-de-vente.png",
  });

export default function TermsOfSale({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} tokens={loaderData.tokens} group="cgv" />;
}
