import { data } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { notFoundText } from "~/content/site";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(siteUrlFrom(matches), { title: notFoundText.title, path: location.pathname, noindex: true });

export default function NotFound() {
  return <ErrorPage code={notFoundText.code} title={notFoundText.title} message={notFoundText.message} action={notFoundText.action} />;
}
